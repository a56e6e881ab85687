// The public branches the results file is built from (competition details, events, posted results),
// read once: anyone may read these, so the results file works for visitors who are not signed in.
import { buildResultsFile, type ResultsFile } from '../domain/transfer';
import type { Tree } from '../domain/tree-update';
import { paths } from './paths';
import { getDbWriter } from './writes/db-writer';

export async function loadPublicResultsTree(): Promise<Tree> {
  const reader = getDbWriter();
  const [competitionMetadata, events, resultsSaved] = await Promise.all([
    reader.readOnce(paths.competitionMetadata()),
    reader.readOnce(paths.events()),
    reader.readOnce(paths.resultsSaved()),
  ]);
  const tree: Tree = {};
  if (competitionMetadata) tree.competitionMetadata = competitionMetadata;
  if (events) tree.events = events;
  if (resultsSaved) tree.resultsSaved = resultsSaved;
  return tree;
}

/** The results file for other sites, as of now, from the public branches. */
export async function loadResultsFile(now: number = Date.now()): Promise<ResultsFile> {
  return buildResultsFile(await loadPublicResultsTree(), now);
}
