// The competition floor: the deck captain checks couples in, the scrutineer runs rounds and posts results,
// the chairman reopens a round or settles a recall tie, the MC only reads.
import { allow, area, deny, read, remove, set, update } from './case.ts';
import { ALICE_ENTRY, BOB_ENTRY, CAROL_ENTRY, FUTURE, GOLD, SILVER } from './fixture.ts';

const round1 = `events/${GOLD}/rounds/1`;
const round2 = `events/${GOLD}/rounds/2`;
const floorEntry = (path: string, entryId: string) => `${path}/entries/${entryId}`;
const silverRound = `events/${SILVER}/rounds/1`;

const carolOnFloor = { leadName: 'Carol Diaz', followName: 'Tom Ward', affiliation: 'TBA', leadNumber: 103 };
const addedRound = {
  roundId: `${GOLD}-R3`, roundName: 'Final', roundNumber: 3, eventName: GOLD, scheduleIndex: 12, recallSize: 2, roundState: 1,
};

export const deckCaptainCases = area('Deck captain', [
  allow('deckCaptain', set(`${floorEntry(round1, ALICE_ENTRY)}/checkedIn`, true), 'checking a couple in on the floor'),
  allow('deckCaptain', set(`${floorEntry(round1, BOB_ENTRY)}/checkedIn`, false), 'marking a couple absent'),
  allow('deckCaptain', remove(`${floorEntry(round1, ALICE_ENTRY)}/checkedIn`), 'clearing a check-in'),
  deny('deckCaptain', set(`${floorEntry(round1, ALICE_ENTRY)}/checkedIn`, 'yes'), 'a check-in that is not boolean'),
  deny('deckCaptain', set(`${floorEntry(round2, CAROL_ENTRY)}/checkedIn`, true), 'a couple not in that round'),
  deny('deckCaptain', set(`${floorEntry(round1, ALICE_ENTRY)}/leadName`, 'Alicia'), 'other fields of a round entry'),
  deny('deckCaptain', set(`${round1}/roundState`, 4), 'round states'),
  allow('deckCaptain', set(`events/${GOLD}/entries/${ALICE_ENTRY}/checkedIn`, true), 'checking an entry in at the desk'),
  deny('deckCaptain', set(`events/${GOLD}/entries/nobody_here/checkedIn`, true), 'checking in an entry that does not exist'),
  deny('mc', set(`${floorEntry(round1, ALICE_ENTRY)}/checkedIn`, true), 'the MC checking in'),
  deny('judge', set(`${floorEntry(round1, ALICE_ENTRY)}/checkedIn`, true), 'a judge checking in'),
  deny('visitor', set(`${floorEntry(round1, ALICE_ENTRY)}/checkedIn`, true), 'signed out'),
]);

export const scrutineerCases = area('Scrutineer', [
  allow('scrutineer', set(`${round1}/roundState`, 4), 'marking a round Marked'),
  deny('scrutineer', set(`${round1}/roundState`, 7), 'a state outside 0..5'),
  deny('scrutineer', set(`${round1}/roundState`, '2'), 'a state that is not a number'),
  allow('scrutineer', set(`${round1}/recallSize`, 3), 'changing a recall size'),
  deny('scrutineer', set(`${round1}/recallSize`, 0), 'a recall size of 0 (raised to 1 by the app)'),
  allow('scrutineer', set(`${round1}/scheduleIndex`, 3.5), 'moving a round in the schedule'),
  allow('scrutineer', set(`${round1}/roundStartTime`, FUTURE), 'a planned start time'),
  allow('scrutineer', set(`${round2}/entries`, {
    [ALICE_ENTRY]: { leadName: 'Alice Smith', followName: 'Sam Jones', affiliation: 'Cornell DanceSport', leadNumber: 101 },
    [CAROL_ENTRY]: carolOnFloor,
  }), 'filling the next round with the recalled couples'),
  deny('scrutineer', set(floorEntry(round2, CAROL_ENTRY), { leadName: 'Carol Diaz', followName: 'Tom Ward' }), 'a round entry without affiliation'),
  deny('scrutineer', set(`${floorEntry(round2, CAROL_ENTRY)}`, { ...carolOnFloor, paid: true }), 'a round entry with an unknown field'),
  allow('scrutineer', set(`events/${GOLD}/rounds/3`, addedRound), 'adding a round'),
  deny('scrutineer', set(`events/${GOLD}/rounds/3`, { ...addedRound, roundId: `${GOLD}-R9` }), 'a roundId that does not match its key'),
  deny('scrutineer', set(`events/${GOLD}/rounds/3`, { ...addedRound, roundState: null }), 'a round without a state'),
  deny('scrutineer', set(`events/${GOLD}/rounds/first`, { ...addedRound, roundId: `${GOLD}-Rfirst` }), 'a round key that is not a number'),
  deny('scrutineer', set(`${round1}/judges`, 'j1,j2'), 'an unknown round field'),
  allow('scrutineer', remove(round2), 'deleting a round'),
  allow('scrutineer', update('', {
    [`events/${GOLD}/rounds/2`]: { ...addedRound, roundId: `${GOLD}-R2`, roundName: 'Semi-Final', roundNumber: 2, roundState: 1 },
    [`events/${GOLD}/rounds/3`]: {
      ...addedRound, roundState: 0,
      entries: { [ALICE_ENTRY]: { leadName: 'Alice Smith', followName: 'Sam Jones', affiliation: 'Cornell DanceSport' } },
    },
    [`marks/${GOLD}/3`]: { j1: { dances: { Waltz: { [ALICE_ENTRY]: 1 } } } },
    [`marks/${GOLD}/2`]: null,
  }), 'adding a round: later rounds and their marks shift in one update'),
  allow('scrutineer', set(`marks/${GOLD}/1/j1/dances/Waltz/${BOB_ENTRY}`, 1), 'correcting a mark for a judge'),
  deny('scrutineer', set(`marks/${GOLD}/1/j1/dances/Waltz/${BOB_ENTRY}`, 5), 'a corrected mark out of range'),
  allow('scrutineer', set(`resultsSaved/${GOLD}/1`, { placements: { [ALICE_ENTRY]: 1, [BOB_ENTRY]: 2 }, sumRecalls: { [ALICE_ENTRY]: 2, [BOB_ENTRY]: 1 } }), 'posting a recall round'),
  deny('scrutineer', set(`resultsSaved/${GOLD}/1`, { placements: { [ALICE_ENTRY]: 1 } }), 'results without sumRecalls or finalTable'),
  deny('scrutineer', set(`resultsSaved/${GOLD}/1`, { placements: { [ALICE_ENTRY]: 1 }, sumRecalls: { [ALICE_ENTRY]: 2 }, notes: 'close' }), 'results with an unknown field'),
  allow('scrutineer', set(`resultsSaved/${GOLD}/finalResults`, { 1: { entryId: ALICE_ENTRY, place: 1 } }), 'saving final results'),
  allow('scrutineer', remove(`resultsSaved/${SILVER}/1`), 'removing saved results'),
  deny('scrutineer', set(`roles/scrut/organiser`, true), 'granting itself organiser'),
  deny('scrutineer', set('judgeCodes/j1', 'ZZZZ999'), 'changing a tablet code'),
  deny('scrutineer', set(`events/${GOLD}/entries/${ALICE_ENTRY}/checkedIn`, true), 'checking in (the deck captain\'s job)'),
  deny('visitor', set(`${round1}/roundState`, 4), 'signed out'),
  deny('competitor', set(`resultsSaved/${GOLD}/1`, { placements: { [ALICE_ENTRY]: 1 }, sumRecalls: { [ALICE_ENTRY]: 2 } }), 'a competitor posting results'),
]);

export const chairmanCases = area('Chairman', [
  allow('chairman', set(`${silverRound}/roundState`, 2), 'reopening a Marked round'),
  allow('chairman', set(`${silverRound}/roundState`, 2), 'reopening a Posted round', { seed: { [`${silverRound}/roundState`]: 5 } }),
  allow('chairman', remove(`marks/${SILVER}/1/j1/submittedAt`), 'withdrawing a judge\'s submission so it can be corrected'),
  allow('chairman', set(`resultsSaved/${GOLD}/1`, { placements: { [ALICE_ENTRY]: 1, [BOB_ENTRY]: 2 }, sumRecalls: { [ALICE_ENTRY]: 2, [BOB_ENTRY]: 2 } }), 'settling a tie at a recall cut-off'),
  allow('chairman', set(`${round2}/roundState`, 2), 'starting a round (floor staff, like the scrutineer)'),
  allow('chairman', set('settings/events/liveScrollRefreshIndex', 0.9), 'refreshing the live screens'),
  deny('chairman', set(`${silverRound}/roundState`, 9), 'a state outside 0..5'),
  deny('chairman', set(`events/${GOLD}/entries/${ALICE_ENTRY}/leadNumber`, 7), 'back numbers'),
  deny('chairman', set('judgeCodes/j1', 'ZZZZ999'), 'tablet codes'),
  deny('chairman', read('registrants/alice'), 'a contact record'),
]);

export const mcCases = area('MC', [
  deny('mc', set(`resultsSaved/${GOLD}/1`, { placements: { [ALICE_ENTRY]: 1 }, sumRecalls: { [ALICE_ENTRY]: 2 } }), 'posting results'),
  deny('mc', set(`${round1}/roundState`, 4), 'round states'),
  deny('mc', set(`marks/${GOLD}/1/j1/dances/Waltz/${BOB_ENTRY}`, 1), 'marks'),
]);
