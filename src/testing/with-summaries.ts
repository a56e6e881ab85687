// A fake tree as the app leaves it: with the public summaries of its events (src/domain/summaries), the
// records spectators' pages read. Seed screen tests with it whenever a page reads them.
import type { CompetitionEvent } from '../domain/model';
import { rebuildSummariesPatch } from '../domain/summaries';
import { applyTreeUpdate, type Tree } from '../domain/tree-update';

export function withSummaries<T extends Tree>(tree: T): T {
  return applyTreeUpdate(tree, rebuildSummariesPatch((tree.events ?? {}) as Record<string, CompetitionEvent>)) as T;
}
