// A day for a dancer's page: the results tree's Latin Bronze with its registrations and a running order.
import { competitorIdFor } from '../domain/competitors';
import { type Entry, type RoundEntry, RoundState } from '../domain/model';
import { resultsTree } from './results-tree';
import { withSummaries } from './with-summaries';

const START = Date.UTC(2026, 10, 25, 14, 0);
const MIN = 60_000;
/** When the day starts, and a minute. */
export const COMPETITOR_DAY = { START, MIN } as const;

/**
 * The results tree with the event's registrations and a running order: semi-final in heat 7, final in heat 9 after a break.
 * Its dancers' pages are the screen tests' and the first paint's (competitor-heats.test.tsx, paint-first-competitor.test.tsx).
 */
export function competitorDayTree(finalPosted: boolean) {
  const base = resultsTree();
  const latin = base.events['Latin Bronze'];
  const semi = latin.rounds[1].entries as Record<string, RoundEntry>;
  const entries: Record<string, Entry> = Object.fromEntries(Object.entries(semi).map(([entryId, e]) => [entryId, {
    entryId, leadName: e.leadName, followName: e.followName, leadId: competitorIdFor(e.leadName), followId: competitorIdFor(e.followName),
    affiliation: e.affiliation, registeredTime: 1, leadNumber: e.leadNumber,
  }]));
  const final = finalPosted ? latin.rounds[2] : { ...latin.rounds[2], roundState: RoundState.Initialized };
  return withSummaries({
    ...base,
    events: { ...base.events, 'Latin Bronze': { ...latin, entries, rounds: { 1: latin.rounds[1], 2: final } } },
    resultsSaved: finalPosted ? base.resultsSaved : { 'Latin Bronze': { 1: base.resultsSaved['Latin Bronze'][1] } },
    schedule: {
      // Two dances: 2 × 90 s + 30 s = 3.5 min a heat, 1 min between heats.
      settings: { floorCapacity: 8, minHeatsApart: 1, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60, firstHeatStart: START },
      slots: {
        s1: { kind: 'heat', number: 7, position: 1, rounds: { 'Latin Bronze-R1': { eventName: 'Latin Bronze', roundNumber: 1 } }, startedAt: START + 13 * MIN, finishedAt: START + 16 * MIN + 30_000 },
        s2: { kind: 'break', position: 2, label: 'Awards', minutes: 15 },
        s3: { kind: 'heat', number: 9, position: 3, rounds: { 'Latin Bronze-R2': { eventName: 'Latin Bronze', roundNumber: 2 } } },
      },
    },
  });
}
