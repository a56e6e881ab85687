import { makeEntry } from '../entries';
import type { CompetitionEvent, Entry } from '../model';
import { RoundState, makeEvent, recallMarks } from '../../testing/domain/competition-fixtures';
import { applyTreeUpdate, valueAt, type Tree } from '../tree-update';
import { AccountCapError, accountCapProblem, accountCapReached, DEFAULT_COUPLES_PER_ACCOUNT } from './account-cap';
import { coupleOutcome } from './couple-outcome';
import { canManageEntry } from './ownership';
import { makePerson, PersonInputError, type Person } from './person';
import { CoupleExistsError, nextFreeSlot, registerCouplePatch } from './register-couple-patch';
import { MergeRefusedError, mergeCouplesPatch, type MarksTree } from './merge-couples';
import { TransferRefusedError, transferCouplePatch } from './transfer-couple';
import type { Couple } from './couple';
import { likelyDuplicates, withinOneEdit } from './likely-duplicates';
import { coupleRecordEditPatch } from './edit-couple-record';
import { missingCoupleRecordsPatch } from './missing-couple-records';

const entryOf = (lead: string, follow: string, registeredBy?: string, leadNumber?: number): Entry =>
  makeEntry({ leadName: lead, followName: follow, affiliation: 'Harvard Ballroom', registeredTime: 1, ...(registeredBy ? { registeredBy } : {}), ...(leadNumber ? { leadNumber } : {}) });

const eventsWith = (...entries: Entry[]): Record<string, CompetitionEvent> =>
  ({ 'Bronze Standard': makeEvent('Bronze', 'Standard', ['Waltz'], entries, []) });

describe('person records', () => {
  it('keeps the display name and keys by the normalised name', () => {
    expect(makePerson({ name: '  Theo   Castillo ', affiliation: 'Harvard Ballroom' }))
      .toEqual({ personId: 'theo castillo', name: 'Theo Castillo', affiliation: 'Harvard Ballroom' });
  });

  it('refuses an empty name and a missing team, naming the field', () => {
    expect(() => makePerson({ name: ' ', affiliation: 'x' })).toThrow(PersonInputError);
    expect(() => makePerson({ name: 'Ana', affiliation: ' ' })).toThrow("Choose Ana's team");
  });
});

describe('one couple, one record', () => {
  const people: Record<string, Person> = { 'ana ruiz': makePerson({ name: 'Ana Ruiz', affiliation: 'Harvard Ballroom' }) };
  const events = eventsWith(entryOf('Theo Castillo', 'Ana Ruiz', 'uid-first'));

  it('says the couple exists when another account registered the same names, however typed', () => {
    const outcome = coupleOutcome({ leadName: 'theo  CASTILLO', followName: 'ana ruiz' }, { uid: 'uid-second' }, { couples: {}, events, people });
    expect(outcome).toEqual({
      kind: 'couple-exists', coupleId: 'theo castillo~ana ruiz', leadName: 'Theo Castillo', followName: 'Ana Ruiz',
      message: 'Theo Castillo and Ana Ruiz are already registered from another account. Sign in with that account to add events, or ask the organiser to move the couple to this account.',
    });
  });

  it('is the account’s own couple for the account that made it, for a dancer’s verified e-mail, and for the organiser', () => {
    const records = { couples: {}, events, people };
    expect(coupleOutcome({ leadName: 'Theo Castillo', followName: 'Ana Ruiz' }, { uid: 'uid-first' }, records).kind).toBe('own');
    expect(coupleOutcome({ leadName: 'Theo Castillo', followName: 'Ana Ruiz' }, { uid: 'uid-ana', dancerOf: ['theo castillo~ana ruiz'] }, records).kind).toBe('own');
    expect(coupleOutcome({ leadName: 'Theo Castillo', followName: 'Ana Ruiz' }, { uid: 'uid-ana', dancerOf: ['max bell~ana ruiz'] }, records).kind).toBe('couple-exists');
    expect(coupleOutcome({ leadName: 'Theo Castillo', followName: 'Ana Ruiz' }, { uid: 'uid-org', organiser: true }, records).kind).toBe('own');
    expect(coupleOutcome({ leadName: 'Ana Ruiz', followName: 'Theo Castillo' }, { uid: 'uid-second' }, records).kind).toBe('new');
  });

  it('lets only the owner, a dancer with a verified e-mail and the organiser manage an entry', () => {
    const entry = entryOf('Theo Castillo', 'Ana Ruiz', 'uid-first');
    expect(canManageEntry({ uid: 'uid-first' }, entry)).toBe(true);
    expect(canManageEntry({ uid: 'x', dancerOf: [entry.entryId] }, entry)).toBe(true);
    expect(canManageEntry({ uid: 'x', email: 'ana@example.org' }, entry)).toBe(false);
    expect(canManageEntry({ uid: 'x', organiser: true }, entry)).toBe(true);
    expect(canManageEntry({ uid: 'x' }, entryOf('Theo Castillo', 'Ana Ruiz'))).toBe(false);
  });

  it('creates the couple and new person records in one update, refusing a couple that exists', () => {
    const input = { lead: { name: 'Max Bell', affiliation: 'MIT' }, follow: { name: 'Ana Ruiz', affiliation: 'MIT' }, affiliation: 'MIT', createdAt: 7 };
    const { coupleId, update } = registerCouplePatch(input, { uid: 'uid-max' }, { couples: {}, people, events });
    expect(coupleId).toBe('max bell~ana ruiz');
    expect(Object.keys(update).sort()).toEqual(['accountCouples/uid-max/0', 'couples/max bell~ana ruiz', 'people/max bell']);
    expect(update['couples/max bell~ana ruiz']).toMatchObject({ leadId: 'max bell', followId: 'ana ruiz', ownerUid: 'uid-max', createdAt: 7, slot: 0 });
    expect(update['accountCouples/uid-max/0']).toBe('max bell~ana ruiz');
    // people/ is public: no e-mail is written there.
    expect(update['people/max bell']).toEqual({ personId: 'max bell', name: 'Max Bell', affiliation: 'MIT' });
    const again = { ...input, lead: { name: 'Theo Castillo', affiliation: 'H' }, follow: { name: 'Ana Ruiz', affiliation: 'H' } };
    expect(() => registerCouplePatch(again, { uid: 'uid-second' }, { couples: {}, people, events })).toThrow(CoupleExistsError);
    const couple = (update: Record<string, unknown>) => update['couples/theo castillo~ana ruiz'];
    expect(couple(registerCouplePatch(again, { uid: 'uid-first' }, { couples: {}, people, events }).update)).toMatchObject({ ownerUid: 'uid-first' });
    const recorded = { 'theo castillo~ana ruiz': couple(registerCouplePatch(again, { uid: 'uid-first' }, { couples: {}, people, events }).update) as Couple };
    expect(registerCouplePatch(again, { uid: 'uid-first' }, { couples: recorded, people, events }).update).toEqual({});
  });
});

describe('slots: how the rules count an account\'s couples', () => {
  const input = (lead: string) => ({ lead: { name: lead, affiliation: 'MIT' }, follow: { name: 'Ana Ruiz', affiliation: 'MIT' }, affiliation: 'MIT', createdAt: 1 });
  const records = { couples: {}, people: {}, events: {} };

  it('claims the lowest free slot, and refuses when every slot below the cap is taken', () => {
    expect(nextFreeSlot({ 0: 'a', 2: 'c' })).toBe(1);
    expect(registerCouplePatch(input('Max Bell'), { uid: 'u' }, { ...records, slots: { 0: 'a', 2: 'c' } }).slot).toBe(1);
    const full = { 0: 'a', 1: 'b', 2: 'c', 3: 'd' };
    expect(() => registerCouplePatch(input('Max Bell'), { uid: 'u' }, { ...records, slots: full })).toThrow(AccountCapError);
    expect(registerCouplePatch(input('Max Bell'), { uid: 'u' }, { ...records, slots: full, cap: 5 }).slot).toBe(4);
  });

  it('claims none for a team captain or the organiser, who are not capped', () => {
    const full = { 0: 'a', 1: 'b', 2: 'c', 3: 'd' };
    const captain = registerCouplePatch(input('Max Bell'), { uid: 'u', teamCaptain: true }, { ...records, slots: full });
    expect(captain.slot).toBeUndefined();
    expect(Object.keys(captain.update).some((path) => path.startsWith('accountCouples/'))).toBe(false);
    expect(registerCouplePatch(input('Max Bell'), { uid: 'org', organiser: true }, records).update['couples/max bell~ana ruiz']).toMatchObject({ ownerUid: 'org' });
  });

  it('gives a couple known only from older entries its record, owned by the account that made them', () => {
    const events = eventsWith(entryOf('Max Bell', 'Ana Ruiz', 'uid-first'));
    const mine = registerCouplePatch(input('Max Bell'), { uid: 'uid-first' }, { ...records, events });
    expect(mine.update['couples/max bell~ana ruiz']).toMatchObject({ ownerUid: 'uid-first', slot: 0 });
    const desk = registerCouplePatch(input('Max Bell'), { uid: 'org', organiser: true }, { ...records, events });
    expect(desk.update['couples/max bell~ana ruiz']).toMatchObject({ ownerUid: 'uid-first' });
    expect(desk.slot).toBeUndefined();
  });
});

describe('the account cap', () => {
  const owned = Array.from({ length: DEFAULT_COUPLES_PER_ACCOUNT }, (_, i) => entryOf(`Lead ${i}`, `Follow ${i}`, 'uid-a'));
  const events = eventsWith(...owned);

  it('refuses a fifth couple by default, with what to do', () => {
    const problem = accountCapProblem({ uid: 'uid-a' }, 'new~couple', { couples: {}, events });
    expect(problem).toBeInstanceOf(AccountCapError);
    expect(problem?.message).toBe('This account has registered 4 couples, the most one account may (4). Ask the organiser for a team captain grant to register a whole team.');
  });

  it('allows a couple the account already has, a team captain, the organiser, and a higher cap', () => {
    expect(accountCapProblem({ uid: 'uid-a' }, owned[0].entryId, { couples: {}, events })).toBeNull();
    expect(accountCapProblem({ uid: 'uid-a', teamCaptain: true }, 'new~couple', { couples: {}, events })).toBeNull();
    expect(accountCapProblem({ uid: 'uid-a', organiser: true }, 'new~couple', { couples: {}, events })).toBeNull();
    expect(accountCapProblem({ uid: 'uid-a' }, 'new~couple', { couples: {}, events }, 5)).toBeNull();
  });

  it('says before any couple is typed that an account at the cap can add no new couple, unless it is a team captain', () => {
    expect(accountCapReached({ uid: 'uid-a' }, { couples: {}, events })?.message).toMatch(/registered 4 couples, the most one account may \(4\)/);
    expect(accountCapReached({ uid: 'uid-a', teamCaptain: true }, { couples: {}, events })).toBeNull();
    expect(accountCapReached({ uid: 'uid-a', organiser: true }, { couples: {}, events })).toBeNull();
    expect(accountCapReached({ uid: 'uid-a' }, { couples: {}, events }, 5)).toBeNull();
    // Slots claimed for couples with no entry left still count.
    expect(accountCapReached({ uid: 'uid-b' }, { couples: {}, events: {}, slots: { 0: 'a~b', 1: 'c~d', 2: 'e~f' } })).toBeNull();
    expect(accountCapReached({ uid: 'uid-b' }, { couples: {}, events: {}, slots: { 0: 'a~b', 1: 'c~d', 2: 'e~f', 3: 'g~h' } })).toBeInstanceOf(AccountCapError);
  });

  it('counts couple records and entries once per couple', () => {
    const couples: Record<string, Couple> = { [owned[0].entryId]: { coupleId: owned[0].entryId, leadId: owned[0].leadId, followId: owned[0].followId, leadName: 'Lead 0', followName: 'Follow 0', affiliation: 'H', ownerUid: 'uid-a', createdAt: 1 } };
    expect(accountCapProblem({ uid: 'uid-a' }, 'new~couple', { couples, events: eventsWith(owned[0], owned[1], owned[2]) })).toBeNull();
  });
});

describe('merging two records of one couple', () => {
  const typo = entryOf('Theo Castilo', 'Ana Ruiz', 'uid-second');
  const real = entryOf('Theo Castillo', 'Ana Ruiz', 'uid-first', 120);
  const other = entryOf('Max Bell', 'Ivy Chen', undefined, 101);

  function tree(firstRoundState: RoundState): Tree {
    const danced = makeEvent('Silver', 'Latin', ['Cha Cha'], [typo, other], [{ state: firstRoundState, scheduleIndex: 1, couples: [typo, other] }, { state: RoundState.Empty, scheduleIndex: 2 }]);
    const kept = makeEvent('Gold', 'Standard', ['Waltz'], [real], [{ state: RoundState.Empty, scheduleIndex: 3, couples: [real] }]);
    const both = makeEvent('Bronze', 'Standard', ['Waltz'], [typo, real], []);
    const marks: MarksTree = { 'Silver Latin': { 1: recallMarks([typo, other], { 'Cha Cha': { A: [typo], B: [other] } }) } };
    return { events: { 'Silver Latin': danced, 'Gold Standard': kept, 'Bronze Standard': both }, marks };
  }

  it('moves entries, round places and marks to the kept record, with its names and number, in one update', () => {
    const before = tree(RoundState.Marked);
    const patch = mergeCouplesPatch({ fromId: typo.entryId, intoId: real.entryId, events: before.events as Record<string, CompetitionEvent>, marks: before.marks as MarksTree, mergedAt: 5 });
    const after = applyTreeUpdate(before, patch);
    expect(JSON.stringify(after)).not.toContain(typo.entryId);
    expect(valueAt(after, `events/Silver Latin/entries/${real.entryId}`)).toMatchObject({ leadName: 'Theo Castillo', leadId: 'theo castillo', leadNumber: 120, registeredBy: 'uid-second' });
    expect(valueAt(after, `events/Silver Latin/rounds/1/entries/${real.entryId}`)).toEqual({ leadName: 'Theo Castillo', followName: 'Ana Ruiz', affiliation: 'Harvard Ballroom', leadNumber: 120 });
    expect(valueAt(after, `marks/Silver Latin/1/A/dances/Cha Cha/${real.entryId}`)).toBe(1);
    expect(valueAt(after, `marks/Silver Latin/1/B/dances/Cha Cha/${real.entryId}`)).toBe(0);
    expect(Object.keys(valueAt(after, 'events/Bronze Standard/entries') as object)).toEqual([real.entryId]);
  });

  it('refuses while judging or posted results would be disturbed, and a merge with itself', () => {
    for (const [state, words] of [[RoundState.Running, 'is being danced'], [RoundState.Posted, 'posted results']] as const) {
      const t = tree(state);
      expect(() => mergeCouplesPatch({ fromId: typo.entryId, intoId: real.entryId, events: t.events as Record<string, CompetitionEvent>, mergedAt: 1 })).toThrow(words);
    }
    expect(() => mergeCouplesPatch({ fromId: real.entryId, intoId: real.entryId, events: {}, mergedAt: 1 })).toThrow(MergeRefusedError);
  });

  it('moves the couple record, keeping the merged id', () => {
    const couples: Record<string, Couple> = { [typo.entryId]: { coupleId: typo.entryId, leadId: typo.leadId, followId: typo.followId, leadName: typo.leadName, followName: typo.followName, affiliation: 'H', ownerUid: 'uid-second', createdAt: 1 } };
    const patch = mergeCouplesPatch({ fromId: typo.entryId, intoId: real.entryId, events: eventsWith(real), couples, mergedAt: 9 });
    expect(patch[`couples/${typo.entryId}`]).toBeNull();
    expect(patch[`couples/${real.entryId}`]).toMatchObject({ coupleId: real.entryId, leadName: 'Theo Castillo', ownerUid: 'uid-second', mergedFrom: { [typo.entryId]: 9 } });
  });
});

describe('transferring a couple to another account', () => {
  it('changes the record’s owner and every entry’s registeredBy', () => {
    const entry = entryOf('Theo Castillo', 'Ana Ruiz', 'uid-first');
    const couples: Record<string, Couple> = { [entry.entryId]: { coupleId: entry.entryId, leadId: entry.leadId, followId: entry.followId, leadName: 'Theo Castillo', followName: 'Ana Ruiz', affiliation: 'H', ownerUid: 'uid-first', createdAt: 1 } };
    expect(transferCouplePatch(entry.entryId, 'uid-new', { couples, events: eventsWith(entry) })).toEqual({
      [`couples/${entry.entryId}/ownerUid`]: 'uid-new',
      [`events/Bronze Standard/entries/${entry.entryId}/registeredBy`]: 'uid-new',
    });
    expect(() => transferCouplePatch('nobody~here', 'uid-new', { couples, events: {} })).toThrow(TransferRefusedError);
  });

  it('frees the old owner\'s slot', () => {
    const entry = entryOf('Theo Castillo', 'Ana Ruiz', 'uid-first');
    const couples: Record<string, Couple> = { [entry.entryId]: { coupleId: entry.entryId, leadId: entry.leadId, followId: entry.followId, leadName: 'Theo Castillo', followName: 'Ana Ruiz', affiliation: 'H', ownerUid: 'uid-first', createdAt: 1, slot: 2 } };
    expect(transferCouplePatch(entry.entryId, 'uid-new', { couples, events: {} })).toEqual({
      [`couples/${entry.entryId}/ownerUid`]: 'uid-new', [`couples/${entry.entryId}/slot`]: null, 'accountCouples/uid-first/2': null,
    });
  });
});

describe('likely duplicates', () => {
  const record = (lead: string, follow: string, createdAt: number): Couple => {
    const entry = entryOf(lead, follow);
    return { coupleId: entry.entryId, leadId: entry.leadId, followId: entry.followId, leadName: lead, followName: follow, affiliation: 'H', ownerUid: 'u', createdAt };
  };

  it('pairs records one typing slip apart in one name, keeping the older', () => {
    const real = record('Theo Castillo', 'Ana Ruiz', 1);
    const typo = record('Theo Castilo', 'Ana Ruiz', 5);
    const swapped = record('Theo Castillo', 'Ana Ruis', 7);
    const pairs = likelyDuplicates({ [typo.coupleId]: typo, [real.coupleId]: real, [swapped.coupleId]: swapped, other: record('Max Bell', 'Ana Ruiz', 2) });
    expect(pairs.map((p) => [p.from.leadName + '/' + p.from.followName, p.into.leadName + '/' + p.into.followName])).toEqual([
      ['Theo Castilo/Ana Ruiz', 'Theo Castillo/Ana Ruiz'],
      ['Theo Castillo/Ana Ruis', 'Theo Castillo/Ana Ruiz'],
    ]);
  });

  it('measures one edit exactly', () => {
    expect(withinOneEdit('castillo', 'castilo')).toBe(true);
    expect(withinOneEdit('castillo', 'castiilo')).toBe(true);
    expect(withinOneEdit('castillo', 'kastilo')).toBe(false);
    expect(withinOneEdit('ana', 'ana')).toBe(true);
  });
});

describe('the organiser\'s edit reaches the couple record', () => {
  it('renames the record under its key and creates a person record for a new name only', () => {
    const entry = entryOf('Theo Castilo', 'Ana Ruiz', 'uid-first');
    const couples: Record<string, Couple> = { [entry.entryId]: { coupleId: entry.entryId, leadId: entry.leadId, followId: entry.followId, leadName: 'Theo Castilo', followName: 'Ana Ruiz', affiliation: 'H', ownerUid: 'uid-first', createdAt: 1 } };
    const people = { 'ana ruiz': makePerson({ name: 'Ana Ruiz', affiliation: 'H' }) };
    expect(coupleRecordEditPatch(entry.entryId, { leadName: ' theo  Castillo', followName: 'Ana Ruiz', affiliation: 'MIT ' }, { couples, people })).toEqual({
      [`couples/${entry.entryId}/leadName`]: 'theo Castillo', [`couples/${entry.entryId}/followName`]: 'Ana Ruiz',
      [`couples/${entry.entryId}/leadId`]: 'theo castillo', [`couples/${entry.entryId}/followId`]: 'ana ruiz',
      [`couples/${entry.entryId}/affiliation`]: 'MIT',
      'people/theo castillo': { personId: 'theo castillo', name: 'theo Castillo', affiliation: 'MIT' },
    });
    expect(coupleRecordEditPatch('no~record', { leadName: 'Ana Ruiz', followName: 'Theo Castillo', affiliation: 'H' }, { couples, people: { ...people, 'theo castillo': makePerson({ name: 'Theo Castillo', affiliation: 'H' }) } })).toEqual({});
  });
});

describe('records for couples known only from entries', () => {
  it('creates one per couple, owned by the account that made its entries, else the organiser, with missing people', () => {
    const theirs = entryOf('Theo Castillo', 'Ana Ruiz', 'uid-first');
    const desk = entryOf('Max Bell', 'Ivy Chen');
    const recorded = entryOf('Lead 1', 'Follow 1', 'uid-a');
    const couples: Record<string, Couple> = { [recorded.entryId]: { coupleId: recorded.entryId, leadId: recorded.leadId, followId: recorded.followId, leadName: 'Lead 1', followName: 'Follow 1', affiliation: 'H', ownerUid: 'uid-a', createdAt: 1 } };
    const events = { ...eventsWith(theirs, desk, recorded), 'Silver Latin': makeEvent('Silver', 'Latin', ['Cha Cha'], [{ ...desk, registeredTime: 9 }, theirs], []) };
    const patch = missingCoupleRecordsPatch(events, { couples, people: { 'ana ruiz': makePerson({ name: 'Ana Ruiz', affiliation: 'H' }) } }, 'uid-org');
    expect(Object.keys(patch).sort()).toEqual([`couples/${desk.entryId}`, `couples/${theirs.entryId}`, 'people/ivy chen', 'people/max bell', 'people/theo castillo']);
    expect(patch[`couples/${theirs.entryId}`]).toMatchObject({ ownerUid: 'uid-first', leadName: 'Theo Castillo' });
    expect(patch[`couples/${desk.entryId}`]).toMatchObject({ ownerUid: 'uid-org', createdAt: 1 });
    expect(patch[`couples/${desk.entryId}`]).not.toHaveProperty('slot');
  });
});
