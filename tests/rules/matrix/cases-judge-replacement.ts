// Replacing a judge (issue 35): the chairman gives the rounds not yet started a panel with the replacement; rounds on
// the floor, marked or posted keep the panel that marked them, and event panels stay the organiser's.
import { allow, area, deny, set, update } from './case.ts';
import { GOLD, SILVER } from './fixture.ts';

const j3 = { 'competitionMetadata/officials/j3': { name: 'Cleo Ibsen', role: 'Judge' } };
const replaced = { judges: { j2: true, j3: true } };

export const judgeReplacementCases = area('Replacing a judge', [
  allow('chairman', update('', { [`panels/rounds/${GOLD}/2`]: replaced, 'panels/letters/j3': 'C' }), 'the chairman replacing a judge in a round not yet started, with the new judge\'s letter', { seed: j3 }),
  allow('chairman', set(`panels/rounds/${GOLD}/2`, replaced), 'a round not yet started, its letter already stored', { seed: { ...j3, 'panels/letters/j3': 'C' } }),
  deny('chairman', set(`panels/rounds/${GOLD}/1`, replaced), 'a round on the floor (it keeps who marks it)', { seed: j3 }),
  deny('chairman', set(`panels/rounds/${SILVER}/1`, replaced), 'a marked round', { seed: j3 }),
  deny('chairman', set(`panels/events/${GOLD}`, replaced), 'the event\'s panel (started rounds follow it)', { seed: j3 }),
  deny('chairman', set(`panels/rounds/${GOLD}/2`, { judges: { j2: true, mc1: true } }), 'a replacement who is not a judge'),
  deny('chairman', set('panels/letters/j1', 'Z'), 'changing a judge\'s letter', { seed: { 'panels/letters/j1': 'A' } }),
  deny('scrutineer', set(`panels/rounds/${GOLD}/2`, replaced), 'the scrutineer', { seed: j3 }),
  deny('deckCaptain', set(`panels/rounds/${GOLD}/2`, replaced), 'the deck captain', { seed: j3 }),
]);
