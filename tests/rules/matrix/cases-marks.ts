// A judge's tablet writes only its own judge's marks, only while the round is Running, only legal values.
import { allow, area, deny, remove, set, SERVER_TIME, update } from './case.ts';
import { ALICE_ENTRY, BOB_ENTRY, BRONZE, CAROL_ENTRY, FUTURE, GOLD, PAST, SILVER } from './fixture.ts';

const goldJ1 = `marks/${GOLD}/1/j1`;
const bronzeJ1 = `marks/${BRONZE}/1/j1`;
const recallMark = (entryId: string) => `${goldJ1}/dances/Waltz/${entryId}`;
const finalPlace = (entryId: string) => `${bronzeJ1}/dances/ChaCha/${entryId}`;

export const markCases = area('Judges\' marks', [
  allow('judge', set(recallMark(BOB_ENTRY), 1), 'a recall mark in a Running round'),
  allow('judge', set(recallMark(CAROL_ENTRY), 0), 'a "not recalled" mark'),
  allow('judge', remove(recallMark(ALICE_ENTRY)), 'taking a mark back while Running'),
  allow('judge', set(goldJ1, {
    dances: {
      Waltz: { [ALICE_ENTRY]: 1, [BOB_ENTRY]: 1, [CAROL_ENTRY]: 0 },
      Tango: { [ALICE_ENTRY]: 1, [BOB_ENTRY]: 0, [CAROL_ENTRY]: 1 },
    },
    submittedAt: SERVER_TIME,
  }), 'submitting the whole round with the server\'s time'),
  allow('judge', set(`${goldJ1}/submittedAt`, PAST), 'a submission time in the past'),
  deny('judge', set(`${goldJ1}/submittedAt`, FUTURE), 'a submission time in the future'),
  deny('judge', set(recallMark(BOB_ENTRY), 2), 'a recall mark other than 0/1'),
  deny('judge', set(recallMark(BOB_ENTRY), 0.5), 'a fractional recall mark'),
  deny('judge', set(recallMark(BOB_ENTRY), true), 'a recall mark that is not a number'),
  deny('judge', set(recallMark('nobody_here'), 1), 'a couple not in the round'),
  deny('judge', set(`${goldJ1}/dances/Rumba/${ALICE_ENTRY}`, 1), 'a dance not in the event'),
  deny('judge', set(`${goldJ1}/comment`, 'great footwork'), 'an unknown field'),
  deny('judge', set(`${goldJ1}/dances`, 'x'.repeat(1000)), 'a string in place of the dances'),
  deny('judge', set(`${goldJ1}/dances/Waltz`, 'x'.repeat(1000)), 'a string in place of one dance\'s marks'),
  deny('judge', set(`${goldJ1}/dances/Waltz`, 1), 'a number in place of one dance\'s marks'),
  deny('judge', set(goldJ1, 'x'.repeat(1000)), 'a string in place of the judge\'s marks'),
  deny('judge', set(goldJ1, { dances: 'x', submittedAt: PAST }), 'a submission whose dances are a string'),
  deny('judge', set(recallMark(BOB_ENTRY), '1'), 'a recall mark written as a string'),
  deny('judge', update(`${goldJ1}/dances`, { Waltz: 'x', Tango: { [ALICE_ENTRY]: 1 } }), 'an update mixing a string dance with real marks'),
  deny('scrutineer', set(`marks/${GOLD}/1`, 'x'), 'staff writing a string in place of a round\'s marks'),
  deny('scrutineer', set(`marks/${GOLD}`, 'x'), 'staff writing a string in place of an event\'s marks'),
  deny('judge', set(`marks/${GOLD}/1/j2/dances/Waltz/${BOB_ENTRY}`, 0), 'another judge\'s marks'),
  deny('judge', update(`marks/${GOLD}/1`, { [`j1/dances/Waltz/${ALICE_ENTRY}`]: 1, [`j2/dances/Waltz/${ALICE_ENTRY}`]: 0 }), 'own and another judge\'s marks in one update'),
  allow('otherJudge', set(`marks/${GOLD}/1/j2/dances/Waltz/${BOB_ENTRY}`, 0), 'the other judge, own marks'),
  deny('otherJudge', set(recallMark(BOB_ENTRY), 0), 'the other judge writing j1\'s marks'),
  deny('judge', set(`marks/${GOLD}/2/j1/dances/Waltz/${ALICE_ENTRY}`, 1), 'a round that is Initialized, not Running'),
  deny('judge', set(`marks/${SILVER}/1/j1/dances/Waltz/${ALICE_ENTRY}`, 2), 'a round that is Marked'),
  deny('judge', set(recallMark(BOB_ENTRY), 1), 'a round that is Posted', { seed: { [`events/${GOLD}/rounds/1/roundState`]: 5 } }),
  allow('judge', set(finalPlace(CAROL_ENTRY), 3), 'a final place within 1..N'),
  allow('judge', set(bronzeJ1, {
    dances: {
      ChaCha: { [ALICE_ENTRY]: 2, [BOB_ENTRY]: 1, [CAROL_ENTRY]: 3 },
      Rumba: { [ALICE_ENTRY]: 1, [BOB_ENTRY]: 3, [CAROL_ENTRY]: 2 },
    },
  }), 'a whole final'),
  deny('judge', set(finalPlace(CAROL_ENTRY), 4), 'a final place above N'),
  deny('judge', set(finalPlace(CAROL_ENTRY), 0), 'a final place of 0'),
  deny('judge', set(finalPlace(CAROL_ENTRY), 1.5), 'a fractional place'),
  deny('judge', set(finalPlace(CAROL_ENTRY), '3'), 'a final place written as a string'),
  deny('judge', set(`${bronzeJ1}/dances/ChaCha`, 'x'), 'a string in place of a final dance\'s places'),
  deny('staleJudge', set(recallMark(BOB_ENTRY), 1), 'a device bound with a code since replaced'),
  deny('judge', set(recallMark(BOB_ENTRY), 1), 'after the organiser changes the code', {
    given: [{ actor: 'organiser', op: set('judgeCodes/j1', 'N3WC0DE') }],
  }),
  allow('judge', set(recallMark(BOB_ENTRY), 1), 'after binding again with the new code', {
    given: [
      { actor: 'organiser', op: set('judgeCodes/j1', 'N3WC0DE') },
      { actor: 'judge', op: set('judgeSessions/tablet-j1', { judgeKey: 'j1', code: 'N3WC0DE', boundAt: SERVER_TIME }) },
    ],
  }),
  deny('judge', set(recallMark(BOB_ENTRY), 1), 'a judge whose code was removed', {
    seed: { 'judgeCodes/j1': null, 'judgeSessions/tablet-j1/code': null },
  }),
  deny('unboundDevice', set(recallMark(BOB_ENTRY), 1), 'a device not bound to a judge'),
  deny('competitor', set(recallMark(BOB_ENTRY), 1), 'a competitor'),
  deny('deckCaptain', set(recallMark(BOB_ENTRY), 1), 'the deck captain'),
  deny('visitor', set(recallMark(BOB_ENTRY), 1), 'signed out'),
  deny('judge', set(`events/${GOLD}/rounds/1/roundState`, 4), 'a judge closing the round'),
  deny('judge', set(`resultsSaved/${GOLD}/1`, { placements: { [ALICE_ENTRY]: 1 }, sumRecalls: { [ALICE_ENTRY]: 2 } }), 'a judge posting results'),
]);
