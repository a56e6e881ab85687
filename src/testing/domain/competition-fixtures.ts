// Small, readable database trees for tests of the consoles, their writes and the scrutiny rules.
import { makeEntry } from '../../domain/entries';
import type { CompetitionEvent, CompetitionMetadata, Entry, JudgeMarks, Level, Round, RoundEntry, Style } from '../../domain/model';
import { RoundState } from '../../domain/model';
import { toRoundEntry } from '../../domain/rounds';
import { roundId, roundName } from '../../domain/rounds';

export const metadata: CompetitionMetadata = {
  fullName: 'Test Dancesport Classic',
  primaryColor: '#7a1f3d',
  startDate: '2026-11-28',
  endDate: '2026-11-29',
  resultsPageShown: false,
  registrationStatus: 'auto',
  officials: {
    j1: { name: 'Ada Judge', role: 'Judge' },
    j2: { name: 'Ben Judge', role: 'Judge' },
    j3: { name: 'Cleo Judge', role: 'Judge' },
    s1: { name: 'Sam Scrutineer', role: 'Scrutineer' },
  },
  organizers: { o1: { name: 'Olga Organizer', role: 'Organizer' } },
};


const LEADS = ['Alex Park', 'Ben Ortiz', 'Carl Nguyen', 'Dan Moore', 'Eli Ross', 'Finn Shaw', 'Gus Lee', 'Hal Kim', 'Ian Cole', 'Jon Diaz'];
const FOLLOWS = ['Amy Wu', 'Bea Long', 'Cara Hill', 'Dee Fox', 'Eva Gray', 'Fay Ward', 'Gia Lane', 'Hana Cruz', 'Ivy Bell', 'Jo Reed'];

/** Couple i (0-based) with back number 101 + i. */
export function couple(i: number, affiliation = 'Harvard University'): Entry {
  return { ...makeEntry({ leadName: LEADS[i], followName: FOLLOWS[i], affiliation, registeredTime: 1_700_000_000_000 + i }), leadNumber: 101 + i };
}

export function entriesOf(couples: readonly Entry[]): Record<string, Entry> {
  return Object.fromEntries(couples.map((c) => [c.entryId, c]));
}

export function floorOf(couples: readonly Entry[]): Record<string, RoundEntry> {
  return Object.fromEntries(couples.map((c) => [c.entryId, toRoundEntry(c)]));
}

export interface RoundSpec {
  state: RoundState;
  scheduleIndex: number;
  recallSize?: number;
  couples?: readonly Entry[];
  roundStartTime?: number;
}

export function makeEvent(level: Level, style: Style, dances: readonly string[], couples: readonly Entry[], rounds: readonly RoundSpec[]): CompetitionEvent {
  const eventName = `${level} ${style}`;
  const roundRecord: Record<string, Round> = {};
  rounds.forEach((spec, i) => {
    const n = i + 1;
    roundRecord[String(n)] = {
      roundId: roundId(eventName, n),
      roundName: roundName(n, rounds.length),
      roundNumber: n,
      eventName,
      scheduleIndex: spec.scheduleIndex,
      recallSize: spec.recallSize ?? 6,
      roundState: spec.state,
      ...(spec.couples?.length ? { entries: floorOf(spec.couples) } : {}),
      ...(spec.roundStartTime !== undefined ? { roundStartTime: spec.roundStartTime } : {}),
    };
  });
  return {
    eventName,
    style,
    eventLevel: level,
    dances: Object.fromEntries(dances.map((d, i) => [d, i])),
    entries: entriesOf(couples),
    ...(rounds.length ? { rounds: roundRecord } : {}),
  };
}

export { RoundState };

/** marks/<event>/<round> for a recall round: dance → judge key → the couples that judge recalled. */
export function recallMarks(
  couples: readonly Entry[],
  byDance: Record<string, Record<string, readonly Entry[]>>,
  submitted: readonly string[] = judgesOf(byDance),
): Record<string, JudgeMarks> {
  const out: Record<string, JudgeMarks> = {};
  for (const judge of judgesOf(byDance)) {
    const dances: Record<string, Record<string, number>> = {};
    for (const [dance, byJudge] of Object.entries(byDance)) {
      const recalled = new Set((byJudge[judge] ?? []).map((c) => c.entryId));
      dances[dance] = Object.fromEntries(couples.map((c) => [c.entryId, recalled.has(c.entryId) ? 1 : 0]));
    }
    out[judge] = { dances, ...(submitted.includes(judge) ? { submittedAt: 1_800_000_000_000 } : {}) };
  }
  return out;
}

/** marks for a final: dance → judge key → couples in the order that judge placed them (1st first). */
export function finalMarks(byDance: Record<string, Record<string, readonly Entry[]>>): Record<string, JudgeMarks> {
  const out: Record<string, JudgeMarks> = {};
  for (const judge of judgesOf(byDance)) {
    const dances: Record<string, Record<string, number>> = {};
    for (const [dance, byJudge] of Object.entries(byDance)) {
      dances[dance] = Object.fromEntries((byJudge[judge] ?? []).map((c, i) => [c.entryId, i + 1]));
    }
    out[judge] = { dances, submittedAt: 1_800_000_000_000 };
  }
  return out;
}

function judgesOf(byDance: Record<string, Record<string, readonly Entry[]>>): string[] {
  return [...new Set(Object.values(byDance).flatMap((byJudge) => Object.keys(byJudge)))].sort();
}
