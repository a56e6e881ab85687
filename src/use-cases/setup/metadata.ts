// Saving the competition metadata: checked and built in src/domain/setup/metadata-draft; this sends it.
import { type MetadataDraft, metadataProblem, metadataPatch } from '../../domain/setup';
import { getDbWriter } from '../../data/writes/db-writer';

export async function saveMetadata(draft: MetadataDraft): Promise<void> {
  const problem = metadataProblem(draft);
  if (problem) throw new Error(problem);
  await getDbWriter().update(metadataPatch(draft));
}
