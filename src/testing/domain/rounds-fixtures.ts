// Builders for round tests: an event with rounds in given states, as a database tree and back.
import { RoundState, type CompetitionEvent, type JudgeMarks, type Round, type RoundEntry } from '../../domain/model';
import type { Tree } from '../../domain/tree-update';
import type { EventMarks, EventResults, EventSnapshot } from '../../domain/event-snapshot';
import { roundId, roundName } from '../../domain/rounds';

export const EVENT = 'Bronze Waltz';

export function couples(count: number, prefix = 'c'): Record<string, RoundEntry> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [
    `${prefix}${i + 1}`,
    { leadName: `Lead ${prefix}${i + 1}`, followName: `Follow ${prefix}${i + 1}`, affiliation: 'TBA', leadNumber: 100 + i },
  ]));
}

export interface RoundSpec {
  state: RoundState;
  entries?: Record<string, RoundEntry>;
  startTime?: number;
}

export function eventWith(specs: readonly RoundSpec[], eventName = EVENT): CompetitionEvent {
  const rounds: Record<string, Round> = {};
  specs.forEach((spec, i) => {
    const n = i + 1;
    rounds[String(n)] = {
      roundId: roundId(eventName, n), roundName: roundName(n, specs.length), roundNumber: n, eventName,
      // A final's size is its couple count (the rules bound places by it); recall rounds recall 7.
      scheduleIndex: 10 + n, recallSize: n === specs.length && spec.entries ? Object.keys(spec.entries).length : 7, roundState: spec.state,
      ...(spec.entries && Object.keys(spec.entries).length > 0 ? { entries: spec.entries } : {}),
      ...(spec.startTime !== undefined ? { roundStartTime: spec.startTime } : {}),
    };
  });
  return { eventName, style: 'Standard', eventLevel: 'Bronze', dances: { Waltz: 0 }, rounds };
}

export function judgeMarks(entryIds: readonly string[], submittedAt?: number): JudgeMarks {
  return {
    dances: { Waltz: Object.fromEntries(entryIds.map((id, i) => [id, i % 2])) },
    ...(submittedAt !== undefined ? { submittedAt } : {}),
  };
}

export function toTree(snapshot: EventSnapshot): Tree {
  const name = snapshot.event.eventName;
  return {
    events: { [name]: snapshot.event },
    ...(snapshot.marks ? { marks: { [name]: snapshot.marks } } : {}),
    ...(snapshot.results ? { resultsSaved: { [name]: snapshot.results } } : {}),
  };
}

export function fromTree(tree: Tree, eventName = EVENT): EventSnapshot {
  const pick = <T>(root: string): T | undefined => (tree[root] as Record<string, T> | undefined)?.[eventName];
  const event = pick<CompetitionEvent>('events');
  if (!event) throw new Error(`no event ${eventName} in tree`);
  const marks = pick<EventMarks>('marks');
  const results = pick<EventResults>('resultsSaved');
  return { event, ...(marks ? { marks } : {}), ...(results ? { results } : {}) };
}

export const S = RoundState;
