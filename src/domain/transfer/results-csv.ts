// One event's results as a spreadsheet: a line per couple per posted round, recall marks for the
// rounds before the final, places (overall and per dance) for the final.
import Papa from 'papaparse';
import type { ResultsCouple, ResultsEvent, ResultsRound } from './results-file-schema';

type Cell = string | number;

function lines(event: ResultsEvent, round: ResultsRound): Cell[][] {
  const common = (c: ResultsCouple): Cell[] => [event.name, round.name, c.number ?? '', c.leadName, c.followName, c.affiliation];
  if (round.status !== 'posted') return [];
  if (round.kind === 'recall') {
    return round.couples.map((c) => [...common(c), c.marks, c.recalled ? 'yes' : 'no', '', ...event.dances.map(() => '')]);
  }
  return round.couples.map((c) => [...common(c), '', '', c.place, ...event.dances.map((d) => c.dancePlaces[round.dances.indexOf(d)] ?? '')]);
}

export function eventResultsCsv(event: ResultsEvent): string {
  const fields = ['Event', 'Round', 'Number', 'Lead', 'Follow', 'Affiliation', 'Recall marks', 'Recalled', 'Place', ...event.dances.map((d) => `${d} place`)];
  return Papa.unparse({ fields, data: event.rounds.flatMap((round) => lines(event, round)) });
}

/** "silver-standard-results.csv" */
export function eventResultsCsvName(eventName: string): string {
  return `${eventName.toLowerCase().replace(/[^a-z0-9]+/gu, '-').replace(/^-|-$/gu, '') || 'event'}-results.csv`;
}
