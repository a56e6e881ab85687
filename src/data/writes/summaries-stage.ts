// Every update that changes `events/` also carries the public summaries' share of the change
// (src/domain/summaries), so spectators' small records change in the same atomic write as their source,
// whoever writes and whatever the action. Updates that touch no summarised field (a judge's mark, a
// check-in, a payment) go through untouched, with no read.
import type { CompetitionEvent } from '../../domain/model';
import { summaryScope, withSummaryPatch } from '../../domain/summaries';
import { storedForm, type TreeUpdate } from '../../domain/tree-update';
import { paths } from '../paths';
import type { ReadOnce, WriteStage } from './write-pipeline';

type Events = Record<string, CompetitionEvent>;

// The SDK hands back a map keyed 1, 2, … (rounds) as a sparse array: stored form makes it a keyed map again.
const asEvents = (value: unknown): Events => {
  const stored = storedForm(value ?? null);
  return typeof stored === 'object' && stored !== null ? (stored as Events) : {};
};

/** The source the summary patch needs: nothing when `events` is replaced whole, every event when people may change, else the touched events. */
async function sourceFor(patch: TreeUpdate, readOnce: ReadOnce): Promise<Events | null> {
  const scope = summaryScope(patch);
  if (scope.all) return {};
  if (scope.events.size === 0) return null;
  if (scope.people) return asEvents(await readOnce(paths.events()));
  const names = [...scope.events];
  const values = await Promise.all(names.map((name) => readOnce(paths.event(name))));
  const out: Events = {};
  names.forEach((name, i) => {
    const event = storedForm(values[i] ?? null);
    if (event !== null) out[name] = event as CompetitionEvent;
  });
  return out;
}

/** `patch` with the summary writes it implies, read against the source as it stands now. */
export async function summarisedUpdate(patch: TreeUpdate, readOnce: ReadOnce): Promise<TreeUpdate> {
  const before = await sourceFor(patch, readOnce);
  return before === null ? patch : withSummaryPatch(patch, before);
}

/** The pipeline's summaries stage. */
export const summariesStage: WriteStage = summarisedUpdate;
