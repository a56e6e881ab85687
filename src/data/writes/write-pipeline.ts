// The one write pipeline: every write of app data (officials', registrants', a judge's taps through the
// MarkOutbox, the tablet's binding) is a patch of root-relative paths passed through these stages in order
// and then sent as ONE atomic multi-path update by the sink (the SDK, or the fake tree in screen tests).
import type { TreeUpdate } from '../../domain/tree-update';
import type { DbWriter } from './db-writer';
import { publicVersionStage } from './public-version-stage';
import { serverTimeStage } from './server-time-stage';
import { summariesStage } from './summaries-stage';

export type ReadOnce = (path: string) => Promise<unknown>;

/** One step of the pipeline: the patch as it should be sent, given a way to read the tree as it stands. */
export type WriteStage = (patch: TreeUpdate, readOnce: ReadOnce) => TreeUpdate | Promise<TreeUpdate>;

/**
 * In order: the public summaries' share of the change (computed from the patch as planned, server-time
 * placeholders included), then a bump of the public version counter of every public branch the update
 * changes (summaries included), then the server-time placeholders turned into the database's own server value.
 */
export const WRITE_STAGES: readonly WriteStage[] = [summariesStage, publicVersionStage, serverTimeStage];

/** `sink` behind the stages: what `update` sends is the patch after every stage, in one update. */
export function writePipeline(sink: DbWriter, stages: readonly WriteStage[] = WRITE_STAGES): DbWriter {
  const readOnce: ReadOnce = (path) => sink.readOnce(path);
  return {
    async update(patch) {
      let staged = patch;
      for (const stage of stages) staged = await stage(staged, readOnce);
      return sink.update(staged);
    },
    newKey: (parentPath) => sink.newKey(parentPath),
    readOnce,
  };
}
