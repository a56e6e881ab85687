// Registration follows the day (issue 31): the demo is mid-day, and an event whose first round has started takes
// no new entries or withdrawals from competitors. Tests that register pick events still open.
type StoredRounds = Record<string, { roundState: number } | null> | ({ roundState: number } | null)[] | undefined;

/** The event's first round is Empty or Initialized (or it has none yet). */
export function firstRoundNotStarted(event: object): boolean {
  const rounds = (event as { rounds?: StoredRounds }).rounds;
  const first = Array.isArray(rounds) ? rounds[1] : rounds?.['1'];
  return !first || first.roundState === 0 || first.roundState === 1;
}
