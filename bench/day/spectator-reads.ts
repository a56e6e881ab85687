// What each spectator page reads (the same paths as its hooks), and how each read shows a posted round.
// The site's shell (top bar, footer) adds the competition's name, socials and whether results are shown.
//   /live                  useEventIndex, useEventSettings, useIndexTimeline (schedule/)  (src/features/live/routes/live.tsx)
//   /competitors/:id       useEventIndex, useIndexTimeline, useResultsPageShown, and the dancer's own
//                          competitorEntries/<id> (under 1 KB; not read here: a spectator process has no dancer ids)
//   /results/:event        useResultsPageShown, useEventResults, useRoundName    (result-details.tsx)
import { RoundState } from '../../src/domain/model.ts';
import { paths } from '../../src/domain/tree-paths.ts';
import type { SpectatorKind } from './ipc.ts';
import type { ScheduleFile, ScheduledRound } from './schedule-file.ts';

/** What a read looks at in a value: the SDK's DataSnapshot, or plain JSON from REST polling (plainSnapshot). */
export interface ValueView {
  child(path: string): { val(): unknown };
  hasChild(path: string): boolean;
}

export interface SpectatorRead {
  path: string;
  /** Whether this value shows the round as posted. */
  showsPosted(snap: ValueView, round: ScheduledRound): boolean;
}

/** A polled value seen as a snapshot (the SDK turns keyed rounds 1, 2, ... into arrays; REST JSON keeps keys). */
export function plainSnapshot(value: unknown): ValueView {
  const at = (path: string): unknown => path.split('/').filter(Boolean).reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? ((node as Record<string, unknown>)[key] ?? null) : null), value ?? null);
  return { child: (path) => ({ val: () => at(path) }), hasChild: (path) => at(path) !== null };
}

const never = () => false;

const SHELL: SpectatorRead[] = [paths.metadataField('fullName'), paths.metadataField('socials'), paths.metadataField('resultsPageShown')]
  .map((path) => ({ path, showsPosted: never }));

/** Only the round's own state is looked at: the SDK builds child snapshots lazily, the branch is not copied. */
const eventsRead: SpectatorRead = {
  path: paths.eventIndex(),
  showsPosted: (snap, r) => snap.child(`${r.eventName}/rounds/${r.roundNumber}/roundState`).val() === RoundState.Posted,
};

export function spectatorReads(kind: SpectatorKind, index: number, schedule: ScheduleFile): SpectatorRead[] {
  const runningOrder: SpectatorRead = { path: paths.schedule(), showsPosted: never };
  if (kind === 'live') return [...SHELL, eventsRead, { path: paths.eventSettings(), showsPosted: never }, runningOrder];
  if (kind === 'competitor') return [...SHELL, eventsRead, runningOrder];
  const eventName = schedule.eventNames[index % schedule.eventNames.length];
  const rounds = schedule.rounds.filter((r) => r.eventName === eventName);
  return [
    ...SHELL,
    {
      path: paths.eventResults(eventName),
      showsPosted: (snap, r) => r.eventName === eventName && snap.hasChild(String(r.roundNumber)),
    },
    ...rounds.map((r) => ({ path: paths.roundField(eventName, r.roundNumber, 'roundName'), showsPosted: never })),
  ];
}
