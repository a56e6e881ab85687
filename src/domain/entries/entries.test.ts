import fc from 'fast-check';
import { competitorIdFor, EmptyNameError } from '../competitors';
import { RoundState, type CompetitionEvent, type Round } from '../model';
import { applyTreeUpdate, isLegalKey, valueAt } from '../tree-update';
import { addEntry, findDuplicateEntry } from './add-entry';
import { entryIdFor } from './entry-id';
import { addEntryUpdate, removeEntryUpdate } from './entry-updates';
import { EntryRefusedError, makeEntry } from './make-entry';
import { displayName, normalizeName } from '../competitors';

const input = (leadName: string, followName: string) => ({ leadName, followName, affiliation: 'MIT Ballroom Dance Team', registeredTime: 1000 });

describe('names', () => {
  it('trims, collapses whitespace and folds case for comparison, keeping case for display', () => {
    expect(displayName('  Mary   Ann\tLee ')).toBe('Mary Ann Lee');
    expect(normalizeName('  Mary   Ann\tLEE ')).toBe('mary ann lee');
    // Composed and decomposed accents are one name; the rules compare the stored (composed) form.
    expect(normalizeName('Jose\u0301')).toBe(normalizeName('JOSÉ'));
  });
});

describe('ids', () => {
  it('gives the same entry id to the same couple typed differently, and keeps lead and follow apart', () => {
    expect(entryIdFor(' Alex  Kim', 'JORDAN lee ')).toBe(entryIdFor('alex kim', 'Jordan Lee'));
    expect(entryIdFor('Alex Kim', 'Jordan Lee')).not.toBe(entryIdFor('Jordan Lee', 'Alex Kim'));
  });

  it('derives keys the way database.rules.json re-derives them: lower-cased display names, escaped, joined by ~', () => {
    const rulesEscape = (name: string) => name.toLowerCase().replaceAll('%', '%25').replaceAll('.', '%2E').replaceAll('$', '%24')
      .replaceAll('#', '%23').replaceAll('[', '%5B').replaceAll(']', '%5D').replaceAll('/', '%2F').replaceAll('~', '%7E');
    for (const [lead, follow] of [['J. R. Smith', 'Ann-Marie O’Neil'], ['Zoë #1 [x]', 'a/b ~ 100%'], ['José Núñez', 'ÅSA Öberg']]) {
      const entry = makeEntry(input(lead, follow));
      expect(entry.leadId).toBe(rulesEscape(entry.leadName));
      expect(entry.followId).toBe(rulesEscape(entry.followName));
      expect(entry.entryId).toBe(`${entry.leadId}~${entry.followId}`);
    }
  });

  it('escapes what keys may not hold, so distinct names stay distinct', () => {
    const tricky = entryIdFor('J. R. Smith', 'A/B $#[] ~%');
    expect(isLegalKey(tricky)).toBe(true);
    expect(entryIdFor('a~b', 'c')).not.toBe(entryIdFor('a', 'b~c'));
    expect(competitorIdFor('J.R. Smith')).not.toBe(competitorIdFor('J%2ER. Smith'));
  });

  it('always yields a legal key within 768 bytes (property)', () => {
    const name = fc.string({ minLength: 1, maxLength: 600, unit: 'binary' }).filter((n) => normalizeName(n) !== '');
    fc.assert(fc.property(name, name, (lead, follow) => isLegalKey(entryIdFor(lead, follow)) && isLegalKey(competitorIdFor(lead))));
  }, 60_000); // 100 pairs of names up to 600 characters: about 2 s on a quiet machine, 20 s and more on a loaded one

  it('gives two names the same id exactly when they compare equal (property)', () => {
    const variant = (n: string) => fc.constantFrom(n, n.toUpperCase(), n.toLowerCase(), `  ${n} `, n.replace(/ /g, '  '));
    const name = fc.string({ minLength: 1, maxLength: 40 }).filter((n) => normalizeName(n) !== '');
    fc.assert(fc.property(name.chain((n) => fc.tuple(fc.constant(n), variant(n), name)), ([a, b, other]) => {
      expect(competitorIdFor(a) === competitorIdFor(b)).toBe(normalizeName(a) === normalizeName(b));
      expect(competitorIdFor(a) === competitorIdFor(other)).toBe(normalizeName(a) === normalizeName(other));
      expect(entryIdFor(a, other) === entryIdFor(b, other)).toBe(normalizeName(a) === normalizeName(b));
    }));
  });

  it('keeps over-long names apart by a hash of the whole', () => {
    const long = 'x'.repeat(800);
    const a = competitorIdFor(`${long}a`);
    const b = competitorIdFor(`${long}b`);
    expect(a).not.toBe(b);
    expect(new TextEncoder().encode(a).length).toBeLessThanOrEqual(768);
    expect(isLegalKey(competitorIdFor('.'.repeat(400)))).toBe(true);
    // The rules keep leadId and followId to 120 characters.
    expect(competitorIdFor('.'.repeat(80))).toHaveLength(120);
    expect(competitorIdFor('.'.repeat(80))).not.toBe(competitorIdFor('.'.repeat(79)));
    expect(competitorIdFor('x'.repeat(80))).toBe('x'.repeat(80));
  });

  it('refuses empty names with a message naming the field', () => {
    expect(() => competitorIdFor('   ')).toThrow(EmptyNameError);
    expect(() => entryIdFor('Alex', ' ')).toThrow(/follow's name/);
  });
});

describe('makeEntry and addEntry', () => {
  it('builds an entry keyed by its names, with tidy display names and competitor ids', () => {
    const entry = makeEntry({ ...input('  alex   Kim ', 'Jordan Lee'), registeredBy: 'uid1' });
    expect(entry).toEqual({
      entryId: entryIdFor('alex kim', 'jordan lee'),
      leadName: 'alex Kim',
      followName: 'Jordan Lee',
      leadId: competitorIdFor('Alex Kim'),
      followId: competitorIdFor('Jordan Lee'),
      affiliation: 'MIT Ballroom Dance Team',
      registeredTime: 1000,
      registeredBy: 'uid1',
    });
    expect(Object.values(entry)).not.toContain(undefined);
  });

  it('refuses the same couple again, after trimming and case folding, and adds nothing', () => {
    const first = addEntry(undefined, input('Alex Kim', 'Jordan Lee'));
    if (!first.ok) throw new Error('first entry refused');
    const again = addEntry(first.entries, input(' ALEX  kim', 'jordan LEE '));
    expect(again.ok).toBe(false);
    if (again.ok) return;
    expect(again.refusal.code).toBe('duplicate');
    expect(again.refusal.message).toBe('Alex Kim and Jordan Lee are already entered in this event.');
    expect(Object.keys(first.entries)).toHaveLength(1);
  });

  it('accepts the same people in the other roles or with another partner', () => {
    const first = addEntry(undefined, input('Alex Kim', 'Jordan Lee'));
    if (!first.ok) throw new Error('refused');
    const swapped = addEntry(first.entries, input('Jordan Lee', 'Alex Kim'));
    expect(swapped.ok).toBe(true);
    expect(addEntry(first.entries, input('Alex Kim', 'Sam Park')).ok).toBe(true);
  });

  it('finds a duplicate stored under an older key scheme by its names', () => {
    const legacy = { '-Nxyz': { ...makeEntry(input('Alex Kim', 'Jordan Lee')), entryId: '-Nxyz' } };
    expect(findDuplicateEntry(legacy, 'alex kim', 'JORDAN LEE')?.entryId).toBe('-Nxyz');
    expect(addEntry(legacy, input('Alex Kim', 'Jordan Lee')).ok).toBe(false);
  });

  it('refuses missing names, one person dancing both parts and a missing affiliation', () => {
    const cases: [ReturnType<typeof input>, string][] = [
      [input(' ', 'Jordan Lee'), 'missing-name'],
      [input('Alex Kim', ''), 'missing-name'],
      [input('Alex Kim', 'alex  KIM'), 'same-person'],
      [{ ...input('Alex Kim', 'Jordan Lee'), affiliation: ' ' }, 'missing-affiliation'],
    ];
    for (const [bad, code] of cases) {
      const result = addEntry({}, bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.refusal.code).toBe(code);
      expect(() => makeEntry(bad)).toThrow(EntryRefusedError);
    }
  });
});

describe('entry updates', () => {
  const round = (roundNumber: number, roundState: RoundState, entries?: Round['entries']): Round => ({
    roundId: `Bronze Waltz-R${roundNumber}`, roundName: roundNumber === 2 ? 'Final' : 'Semi-Final', roundNumber,
    eventName: 'Bronze Waltz', scheduleIndex: roundNumber, recallSize: 7, roundState, ...(entries ? { entries } : {}),
  });
  const event = (rounds: Round[]): CompetitionEvent => ({
    eventName: 'Bronze Waltz', style: 'Standard', eventLevel: 'Bronze', dances: { Waltz: 0 },
    rounds: Object.fromEntries(rounds.map((r) => [String(r.roundNumber), r])),
  });

  it('adds a late entry to the event and to a first round that has not started', () => {
    const result = addEntryUpdate(event([round(1, RoundState.Empty), round(2, RoundState.Empty)]), input('Alex Kim', 'Jordan Lee'));
    if (!result.ok) throw new Error('refused');
    const tree = applyTreeUpdate({ events: { 'Bronze Waltz': event([round(1, RoundState.Empty), round(2, RoundState.Empty)]) } }, result.update);
    const id = result.entry.entryId;
    expect(valueAt(tree, `events/Bronze Waltz/entries/${id}/leadName`)).toBe('Alex Kim');
    expect(valueAt(tree, `events/Bronze Waltz/rounds/1/entries/${id}`)).toEqual({ leadName: 'Alex Kim', followName: 'Jordan Lee', affiliation: 'MIT Ballroom Dance Team' });
    expect(valueAt(tree, 'events/Bronze Waltz/rounds/1/roundState')).toBe(RoundState.Initialized);
    expect(valueAt(tree, `events/Bronze Waltz/rounds/2/entries/${id}`)).toBeUndefined();
  });

  it('sizes a straight final to its couples as entries come and go', () => {
    const final = { ...round(1, RoundState.Initialized, { x: { leadName: 'a', followName: 'b', affiliation: 'TBA' } }), roundName: 'Final', recallSize: 1 };
    const single = event([final]);
    const result = addEntryUpdate(single, input('Alex Kim', 'Jordan Lee'));
    if (!result.ok) throw new Error('refused');
    expect(result.update['events/Bronze Waltz/rounds/1/recallSize']).toBe(2);
    const withTwo = event([{ ...final, entries: { ...final.entries, y: { leadName: 'c', followName: 'd', affiliation: 'TBA' } }, recallSize: 2 }]);
    expect(removeEntryUpdate(withTwo, 'y')['events/Bronze Waltz/rounds/1/recallSize']).toBe(1);
  });

  it('leaves a started first round alone', () => {
    const result = addEntryUpdate(event([round(1, RoundState.Running, { x: { leadName: 'a', followName: 'b', affiliation: 'TBA' } })]), input('Alex Kim', 'Jordan Lee'));
    if (!result.ok) throw new Error('refused');
    expect(Object.keys(result.update)).toEqual([`events/Bronze Waltz/entries/${result.entry.entryId}`]);
  });

  it('withdraws an entry from the event and from rounds not yet danced', () => {
    const floor = { e1: { leadName: 'a', followName: 'b', affiliation: 'TBA' } };
    const update = removeEntryUpdate(event([round(1, RoundState.Posted, floor), round(2, RoundState.Initialized, floor)]), 'e1');
    expect(update).toEqual({
      'events/Bronze Waltz/entries/e1': null,
      'events/Bronze Waltz/rounds/2/entries/e1': null,
      'events/Bronze Waltz/rounds/2/roundState': RoundState.Empty,
    });
  });
});
