// The rounds of an event (docs/ROUNDS.md): what other domain modules may use. Imported only through here.
export { roundsInOrder, isFinalRound, type EventMarks, type EventResults, type EventSnapshot } from './event-snapshot';
export { isStarted } from './guards';
export { roundId, roundName } from './round-naming';
export { planRounds, seedEventRounds, type RoundPlan } from './seed-rounds';
