// Judge panels (issue 17): only organisers write panels/, naming officials with role Judge; a round's own
// panel cannot change once it has marks; and a judge off a round's panel cannot mark it.
import { allow, area, deny, read, remove, set, update } from './case.ts';
import { ALICE_ENTRY, BOB_ENTRY, GOLD, SILVER } from './fixture.ts';

const panel = (...keys: string[]) => ({ judges: Object.fromEntries(keys.map((key) => [key, true])) });
const goldMark = (judge: string) => `marks/${GOLD}/1/${judge}/dances/Waltz/${BOB_ENTRY}`;

export const panelCases = area('Judge panels', [
  allow('visitor', read('panels'), 'anyone reads the panels (results name them)'),
  allow('organiser', set(`panels/events/${SILVER}`, panel('j1', 'j2')), 'the organiser assigns an event panel'),
  allow('organiser', set(`panels/rounds/${GOLD}/2`, panel('j1', 'j2')), 'the organiser gives an unmarked round its own panel'),
  allow('organiser', set('panels/letters/j2', 'B'), 'the organiser stores a judge\'s letter'),
  deny('organiser', set('panels/letters/j2', 'b-2'), 'a letter that is not capital letters'),
  deny('scrutineer', set(`panels/events/${SILVER}`, panel('j1')), 'the scrutineer assigning a panel'),
  deny('chairman', set(`panels/rounds/${GOLD}/1`, panel('j1')), 'the chairman assigning a panel to a round on the floor (replacing a judge changes only rounds not yet started)'),
  deny('judge', set(`panels/events/${GOLD}/judges/j1`, true), 'a judge putting themself on a panel'),
  deny('organiser', set(`panels/events/${SILVER}`, panel('j1', 'mc1')), 'a panel naming an official who is not a judge'),
  deny('organiser', set(`panels/events/${SILVER}`, panel('j1', 'nobody')), 'a panel naming someone not on the officials list'),
  deny('organiser', set(`panels/events/${SILVER}/judges/j1`, 'yes'), 'a panel member that is not true'),
  deny('organiser', set(`panels/rounds/${GOLD}/1`, panel('j1', 'j2')), 'a round panel once the round has marks'),
  deny('organiser', remove(`panels/rounds/${GOLD}/1/judges/j2`), 'taking a judge off a marked round\'s panel', {
    seed: { [`panels/rounds/${GOLD}/1`]: panel('j1', 'j2') },
  }),
  deny('organiser', set('panels/seating', { j1: 1 }), 'an unknown panel record'),
  deny('judge', set(goldMark('j1'), 1), 'marks by a judge off the event\'s panel', {
    seed: { [`panels/events/${GOLD}`]: panel('j2') },
  }),
  allow('otherJudge', set(goldMark('j2'), 1), 'marks by a judge on the event\'s panel', {
    seed: { [`panels/events/${GOLD}`]: panel('j2') },
  }),
  deny('judge', set(goldMark('j1'), 1), 'marks by a judge on the event panel but off the round\'s own panel', {
    seed: { [`panels/events/${GOLD}`]: panel('j1', 'j2'), [`panels/rounds/${GOLD}/1`]: panel('j2') },
  }),
  allow('judge', set(goldMark('j1'), 1), 'marks by a judge on the round\'s own panel but off the event panel', {
    seed: { [`panels/events/${GOLD}`]: panel('j2'), [`panels/rounds/${GOLD}/1`]: panel('j1') },
  }),
  allow('judge', set(`marks/${GOLD}/1/j1/dances/Waltz/${ALICE_ENTRY}`, 1), 'marks when no panel is stored (every judge)'),
  // Issue 30: a floor's panel, written to its rounds tagged with the floor, in one update.
  allow('organiser', update('', { 'panels/floors/B': panel('j1', 'j2'), [`panels/rounds/${GOLD}/2`]: { ...panel('j1', 'j2'), floor: 'B' } }), 'the organiser sets floor B\'s panel and its unmarked round'),
  deny('organiser', set('panels/floors/E', panel('j1')), 'a panel for a floor other than A to D'),
  deny('organiser', set('panels/floors/B', panel('j1', 'mc1')), 'a floor panel naming an official who is not a judge'),
  deny('organiser', set(`panels/rounds/${GOLD}/2`, { ...panel('j1'), floor: 'Side' }), 'a round panel tagged with a floor that is not A to D'),
  deny('scrutineer', set('panels/floors/B', panel('j1')), 'the scrutineer assigning a floor panel'),
  deny('judge', set(goldMark('j1'), 1), 'marks by a judge off the panel the round took from its floor', {
    seed: { [`panels/rounds/${GOLD}/1`]: { ...panel('j2'), floor: 'B' } },
  }),
  allow('otherJudge', set(goldMark('j2'), 1), 'marks by a judge on the panel the round took from its floor', {
    seed: { [`panels/rounds/${GOLD}/1`]: { ...panel('j2'), floor: 'B' } },
  }),
]);
