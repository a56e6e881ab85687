import fc from 'fast-check';
import { PLACEHOLDER_ENTRY } from '../constants';
import { RoundState, type CompetitionEvent, type Entry } from '../model';
import { applyTreeUpdate, valueAt } from '../tree-update';
import { assignBackNumbers } from './back-numbers';
import { makeEntry } from './make-entry';

const entry = (lead: string, follow: string, leadNumber?: number): Entry =>
  makeEntry({ leadName: lead, followName: follow, affiliation: 'TBA', registeredTime: 0, ...(leadNumber !== undefined ? { leadNumber } : {}) });

const event = (eventName: string, entries: Entry[], withRound = false): CompetitionEvent => {
  const map = Object.fromEntries(entries.map((e) => [e.entryId, e]));
  return {
    eventName, style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0 }, entries: map,
    ...(withRound ? {
      rounds: { 1: {
        roundId: `${eventName}-R1`, roundName: 'Final', roundNumber: 1, eventName, scheduleIndex: 1, recallSize: 7, roundState: RoundState.Initialized,
        entries: Object.fromEntries(entries.map((e) => [e.entryId, { leadName: e.leadName, followName: e.followName, affiliation: e.affiliation }])),
      } },
    } : {}),
  };
};

const numberOf = (tree: Record<string, unknown>, eventName: string, e: Entry) => valueAt(tree, `events/${eventName}/entries/${e.entryId}/leadNumber`);

describe('assignBackNumbers', () => {
  it('numbers leads from 100 in name order, one number per lead across events', () => {
    const a = entry('Zoe Adams', 'P1');
    const b = entry('Ben Cole', 'P2');
    const a2 = entry('zoe  ADAMS', 'P3');
    const events = { 'Bronze Cha': event('Bronze Cha', [a, b]), 'Silver Cha': event('Silver Cha', [a2]) };
    const result = assignBackNumbers(events);
    const tree = applyTreeUpdate({ events }, result.update);
    expect(numberOf(tree, 'Bronze Cha', b)).toBe(100);
    expect(numberOf(tree, 'Bronze Cha', a)).toBe(101);
    expect(numberOf(tree, 'Silver Cha', a2)).toBe(101);
    expect(result.conflicts).toEqual([]);
  });

  it('keeps existing numbers, reuses a lead’s number in a new event, and continues above the highest', () => {
    const events = {
      One: event('One', [entry('Ann Lee', 'X', 120), entry('Bo Park', 'Y', 105)]),
      Two: event('Two', [entry('Ann Lee', 'Z'), entry('Cy Ong', 'W')]),
    };
    const result = assignBackNumbers(events);
    const tree = applyTreeUpdate({ events }, result.update);
    expect(numberOf(tree, 'One', entry('Ann Lee', 'X'))).toBe(120);
    expect(numberOf(tree, 'Two', entry('Ann Lee', 'Z'))).toBe(120);
    expect(numberOf(tree, 'Two', entry('Cy Ong', 'W'))).toBe(121);
    expect(result.assigned).toEqual({ 'cy ong': 121 });
  });

  it('never hands out 999, retired numbers, or numbers below `first`', () => {
    const events = { E: event('E', [entry('Ann Lee', 'X', 997), entry('Bo Park', 'Y'), entry('Cy Ong', 'Z'), entry('Di Ray', 'W')]) };
    const { numbers } = assignBackNumbers(events, { retired: [1000] });
    expect(numbers).toEqual({ 'ann lee': 997, 'bo park': 998, 'cy ong': 1001, 'di ray': 1002 });
    const fresh = assignBackNumbers({ E: event('E', [entry('Bo Park', 'Y')]) }, { first: 1 });
    expect(fresh.numbers).toEqual({ 'bo park': 1 });
  });

  it('skips the placeholder entry', () => {
    const events = { E: { ...event('E', [entry('Ann Lee', 'X')]), entries: { Adhoc: { ...PLACEHOLDER_ENTRY }, ...event('E', [entry('Ann Lee', 'X')]).entries } } };
    const result = assignBackNumbers(events);
    expect(Object.keys(result.update)).toEqual([`events/E/entries/${entry('Ann Lee', 'X').entryId}/leadNumber`]);
  });

  it('copies numbers onto the rounds’ floor lists', () => {
    const e = entry('Ann Lee', 'X');
    const result = assignBackNumbers({ E: event('E', [e], true) });
    expect(result.update[`events/E/rounds/1/entries/${e.entryId}/leadNumber`]).toBe(100);
  });

  it('reports numbers typed by hand that clash, and leaves them for the organiser', () => {
    const events = {
      One: event('One', [entry('Ann Lee', 'X', 110), entry('Bo Park', 'Y', 110)]),
      Two: event('Two', [entry('Ann Lee', 'Z', 111)]),
    };
    const result = assignBackNumbers(events);
    expect(result.conflicts.map((c) => c.code).sort()).toEqual(['lead-has-several-numbers', 'number-shared']);
    expect(result.conflicts.find((c) => c.code === 'number-shared')?.message).toBe('Back number 110 is worn by Ann Lee and Bo Park; give one of them another number.');
    expect(result.update).toEqual({});
  });

  it('does not hand out a lead’s second number, typed by mistake, to someone else', () => {
    const events = {
      A: event('A', [entry('Bo Park', 'Y')]),
      B: event('B', [entry('Ann Lee', 'X', 158)]),
      C: event('C', [entry('Ann Lee', 'Z', 159)]),
    };
    expect(assignBackNumbers(events).numbers).toEqual({ 'ann lee': 158, 'bo park': 160 });
  });

  it('gives different leads different numbers and never changes a number already given (property)', () => {
    const people = fc.uniqueArray(fc.constantFrom('Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo'), { minLength: 2, maxLength: 10 });
    fc.assert(fc.property(people, fc.array(fc.tuple(fc.nat(9), fc.nat(9), fc.option(fc.integer({ min: 1, max: 200 }))), { maxLength: 25 }), (names, pairs) => {
      const byEvent: Record<string, Entry[]> = { A: [], B: [], C: [] };
      const givenTo = new Map<number, string>();
      pairs.forEach(([l, f, n], i) => {
        const lead = names[l % names.length];
        const follow = `${names[f % names.length]} F`;
        // Hand-typed numbers are kept consistent here; clashes are covered above.
        const number = n === null || givenTo.has(n) ? undefined : n;
        if (number !== undefined) givenTo.set(number, lead);
        const list = byEvent['ABC'[i % 3]];
        if (!list.some((e) => e.leadName === lead && e.followName === follow)) list.push(entry(lead, follow, number));
      });
      const events = Object.fromEntries(Object.entries(byEvent).map(([k, list]) => [k, event(k, list)]));
      const { numbers, update } = assignBackNumbers(events);
      const tree = applyTreeUpdate({ events }, update);
      const leadsByNumber = new Map<number, Set<string>>();
      for (const ev of Object.values(events)) {
        for (const e of Object.values(ev.entries ?? {})) {
          const n = numberOf(tree, ev.eventName, e);
          if (typeof n !== 'number') throw new Error(`${e.leadName} in ${ev.eventName} has no number`);
          expect(n).toBe(e.leadNumber ?? numbers[e.leadId]);
          leadsByNumber.set(n, (leadsByNumber.get(n) ?? new Set()).add(e.leadId));
        }
      }
      for (const leads of leadsByNumber.values()) expect(leads.size).toBe(1);
      expect(Object.values(numbers)).not.toContain(999);
    }));
  });
});
