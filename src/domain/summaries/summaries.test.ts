import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompetitionEvent, Entry } from '../model';
import { applyTreeUpdate, storedForm, type Tree, type TreeUpdate } from '../tree-update';
import { SUMMARY_BRANCHES, publicSummaries, readListing, rebuildSummariesPatch, summaryScope, withSummaryPatch } from './index';

const EVENTS = ['Bronze Latin', 'Silver Waltz', 'Gold Tango'];
const PEOPLE = ['Ana Lee', 'Ben Ode', 'Cy Park', 'Di Moss', 'ana lee'];

const idOf = (name: string) => name.toLowerCase();
function entry(lead: string, follow: string, affiliation: string, leadNumber?: number): Entry {
  return {
    entryId: `${idOf(lead)}~${idOf(follow)}`, leadName: lead, followName: follow, leadId: idOf(lead), followId: idOf(follow),
    affiliation, registeredTime: 1, ...(leadNumber !== undefined ? { leadNumber } : {}),
  };
}
const round = (eventName: string, n: number, roundState: 0 | 2 | 5, entries?: Record<string, { leadName: string; followName: string; affiliation: string; leadNumber?: number }>) => ({
  roundId: `${eventName}-R${n}`, roundName: n === 2 ? 'Final' : 'Semi-Final', roundNumber: n, eventName, scheduleIndex: n, recallSize: 6, roundState,
  ...(entries ? { entries } : {}),
});
const event = (eventName: string): CompetitionEvent => ({ eventName, style: 'Latin', eventLevel: 'Bronze', dances: { Cha: 0, Rumba: 1 } });

const eventName = fc.constantFrom(...EVENTS);
const anEntry = fc.tuple(fc.constantFrom(...PEOPLE), fc.constantFrom(...PEOPLE), fc.constantFrom('MIT', 'Yale'), fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }))
  .filter(([a, b]) => idOf(a) !== idOf(b))
  .map(([a, b, team, n]) => entry(a, b, team, n));

/** Updates as the app's actions make them, read against the tree they apply to. */
type Action = (tree: Tree) => TreeUpdate;
const entriesOf = (tree: Tree, name: string) => Object.values(((tree.events as Record<string, CompetitionEvent> | undefined)?.[name]?.entries ?? {}));
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.tuple(eventName).map(([name]): Action => () => ({ [`events/${name}`]: event(name) })),
  fc.tuple(eventName, anEntry).map(([name, e]): Action => () => ({ [`events/${name}/entries/${e.entryId}`]: e })),
  fc.tuple(eventName, fc.nat()).map(([name, k]): Action => (tree) => {
    const all = entriesOf(tree, name);
    return all.length === 0 ? {} : { [`events/${name}/entries/${all[k % all.length].entryId}`]: null };
  }),
  fc.tuple(eventName, fc.nat(), fc.integer({ min: 1, max: 30 })).map(([name, k, n]): Action => (tree) => {
    const all = entriesOf(tree, name);
    return all.length === 0 ? {} : { [`events/${name}/entries/${all[k % all.length].entryId}/leadNumber`]: n };
  }),
  fc.tuple(eventName, fc.nat()).map(([name, k]): Action => (tree) => {
    const all = entriesOf(tree, name);
    return all.length === 0 ? {} : { [`events/${name}/entries/${all[k % all.length].entryId}/checkedIn`]: true };
  }),
  fc.tuple(eventName, fc.constantFrom(1, 2), fc.constantFrom(0 as const, 2 as const, 5 as const), fc.boolean()).map(([name, n, state, fill]): Action => (tree) => {
    if (!(tree.events as Record<string, unknown> | undefined)?.[name]) return {};
    const floor = fill ? Object.fromEntries(entriesOf(tree, name).map((e) => [e.entryId, { leadName: e.leadName, followName: e.followName, affiliation: e.affiliation, ...(e.leadNumber !== undefined ? { leadNumber: e.leadNumber } : {}) }])) : undefined;
    return { [`events/${name}/rounds/${n}`]: round(name, n, state, floor && Object.keys(floor).length > 0 ? floor : undefined) };
  }),
  fc.tuple(eventName, fc.constantFrom(1, 2), fc.constantFrom(0, 2, 4, 5)).map(([name, n, state]): Action => (tree) =>
    ((tree.events as Record<string, CompetitionEvent> | undefined)?.[name]?.rounds?.[String(n)] ? { [`events/${name}/rounds/${n}/roundState`]: state } : {})),
  fc.tuple(eventName).map(([name]): Action => () => ({ [`events/${name}`]: null })),
  fc.constant((tree: Tree): TreeUpdate => ({ events: tree.events ?? null, 'settings/events/showScheduleIndex': true })),
);

function summariesIn(tree: Tree): Tree {
  return Object.fromEntries(SUMMARY_BRANCHES.filter((b) => tree[b] !== undefined).map((b) => [b, tree[b]]));
}
function expected(tree: Tree): Tree {
  const all = publicSummaries((tree.events ?? {}) as Record<string, CompetitionEvent>);
  return (storedForm(Object.fromEntries(SUMMARY_BRANCHES.map((b) => [b, all[b]]))) ?? {}) as Tree;
}

describe('public summaries kept by every update', () => {
  it('equal the pure function of the source after any sequence of writes', () => {
    fc.assert(fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
      let tree: Tree = {};
      for (const act of actions) {
        const patch = act(tree);
        if (Object.keys(patch).length === 0) continue;
        tree = applyTreeUpdate(tree, withSummaryPatch(patch, (tree.events ?? {}) as Record<string, CompetitionEvent>));
        expect(summariesIn(tree)).toEqual(expected(tree));
      }
    }), { numRuns: 300 });
  });

  it('add nothing, and need no read, for a check-in, a judge\'s mark or a payment', () => {
    for (const patch of [
      { 'events/Gold Tango/entries/a~b/checkedIn': true },
      { 'events/Gold Tango/rounds/1/entries/a~b/checkedIn': true },
      { 'marks/Gold Tango/1/j1/dances/Cha/a~b': 1 },
      { 'payments/p1': { amount: 100 } },
    ]) {
      const scope = summaryScope(patch);
      expect(scope.all || scope.events.size > 0).toBe(false);
      expect(withSummaryPatch(patch, {})).toBe(patch);
    }
  });

  it('write only the records that changed, whole (so a database without summaries is repaired, not refused)', () => {
    const before = { 'Gold Tango': { ...event('Gold Tango'), rounds: { 1: round('Gold Tango', 1, 0) } }, 'Silver Waltz': event('Silver Waltz') };
    const patch = withSummaryPatch({ 'events/Gold Tango/rounds/1/roundState': 2 }, before);
    expect(Object.keys(patch)).toEqual(['events/Gold Tango/rounds/1/roundState', 'eventIndex/Gold Tango']);
    expect(patch['eventIndex/Gold Tango']).toMatchObject({ rounds: { 1: { roundState: 2 } } });
  });

  it('replace the summary branches whole with a restore, dropping any the file carried', () => {
    const tree = { events: { 'Gold Tango': { ...event('Gold Tango'), entries: { 'ana lee~ben ode': entry('Ana Lee', 'Ben Ode', 'MIT', 7) } } }, eventIndex: { Old: {} } };
    const patch = withSummaryPatch({ events: tree.events, eventIndex: tree.eventIndex }, {});
    expect(patch.eventIndex).toEqual({ 'Gold Tango': { eventName: 'Gold Tango', style: 'Latin', eventLevel: 'Bronze', dances: { Cha: 0, Rumba: 1 } } });
    expect(patch.competitorList).toEqual({ 'ana lee': 'Ana Lee\tMIT\t7\t1', 'ben ode': 'Ben Ode\tMIT\t7\t1' });
    expect(readListing('Ana Lee\tMIT, Tab\tTeam\t7, 9\t2')).toEqual({ name: 'Ana Lee', teams: 'MIT, Tab\tTeam', numbers: '7, 9', entries: 2 });
    const whole = withSummaryPatch({ '': tree }, {});
    expect(Object.keys(whole)).toEqual(['']);
    expect((whole[''] as Tree).competitorEntries).toHaveProperty(['ana lee', 'Gold Tango', 'ana lee~ben ode', 'leadNumber'], 7);
  });

  it('rebuild from the events alone', () => {
    const events = { 'Gold Tango': { ...event('Gold Tango'), entries: { 'ana lee~ben ode': entry('Ana Lee', 'Ben Ode', 'MIT') } } };
    const rebuilt = applyTreeUpdate({ events }, rebuildSummariesPatch(events));
    expect(summariesIn(rebuilt)).toEqual(expected(rebuilt));
    expect(rebuildSummariesPatch({})).toEqual({ eventIndex: null, eventEntries: null, competitorEntries: null, competitorList: null });
  });
});
