// The index read back in the events' own shape, so screens written for `events` show it as they are
// (entries and rounds' couples absent; a page that needs some reads them from their own records).
import type { CompetitionEvent, Round } from '../model';
import type { EventSummary } from './public-summaries';

export function eventsFromIndex(index: Readonly<Record<string, EventSummary>>): Record<string, CompetitionEvent> {
  const out: Record<string, CompetitionEvent> = {};
  for (const [key, summary] of Object.entries(index)) {
    const rounds: Record<string, Round> = {};
    for (const [n, round] of Object.entries(summary.rounds ?? {})) {
      rounds[n] = { ...round, roundId: `${summary.eventName}-R${n}`, eventName: summary.eventName };
    }
    out[key] = {
      eventName: summary.eventName,
      style: summary.style,
      eventLevel: summary.eventLevel,
      dances: summary.dances ?? {},
      ...(Object.keys(rounds).length > 0 ? { rounds } : {}),
    };
  }
  return out;
}
