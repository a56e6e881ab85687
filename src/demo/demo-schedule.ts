// The demo day's running order: sessions by style, within a session first rounds before semi-finals
// before finals (lower levels first), and start times that follow each round's length.
import { compareLevels } from '../domain/constants';
import type { CompetitionEvent, Round, Style } from '../domain/model';
import { roundsInOrder } from '../domain/event-snapshot';

const SESSION_OF: Readonly<Record<Style, number>> = { Standard: 0, Smooth: 0, Latin: 1, Rhythm: 1, Nightclub: 2 };

/** Couples danced at once; more make a second heat. */
const COUPLES_PER_HEAT = 12;

export interface ScheduledRound {
  round: Round;
  event: CompetitionEvent;
  /** Rounds left after this one in its event (0 for the final). */
  distance: number;
}

export function runningOrder(events: readonly CompetitionEvent[]): ScheduledRound[] {
  const rounds = events.flatMap((event) => {
    const list = roundsInOrder(event);
    return list.map((round, i) => ({ round, event, distance: list.length - 1 - i }));
  });
  return rounds.sort((a, b) =>
    SESSION_OF[a.event.style] - SESSION_OF[b.event.style]
    || b.distance - a.distance
    || compareLevels(a.event.eventLevel, b.event.eventLevel)
    || a.event.eventName.localeCompare(b.event.eventName));
}

/** Minutes a round takes: about a minute and a half per dance per heat, plus calling the floor. */
export function roundMinutes(scheduled: ScheduledRound): number {
  const { round, event } = scheduled;
  const previous = event.rounds?.[String(round.roundNumber - 1)];
  const couples = Object.keys(round.entries ?? {}).length || previous?.recallSize || 1;
  const heats = Math.ceil(couples / COUPLES_PER_HEAT);
  return 2 + Math.ceil(1.5 * Object.keys(event.dances).length * heats);
}

/** Start times (ms) for the running order, with the round at `anchorIndex` starting at `anchorTime`. */
export function startTimes(order: readonly ScheduledRound[], anchorIndex: number, anchorTime: number): number[] {
  const minutes = order.map(roundMinutes);
  const times = new Array<number>(order.length);
  times[anchorIndex] = anchorTime;
  for (let i = anchorIndex + 1; i < order.length; i++) times[i] = times[i - 1] + minutes[i - 1] * 60_000;
  for (let i = anchorIndex - 1; i >= 0; i--) times[i] = times[i + 1] - minutes[i] * 60_000;
  return times;
}
