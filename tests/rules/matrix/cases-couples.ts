// One couple, one record; no squatting or flooding (issue 19): a couple record is created once, by its owner,
// with a numbered slot below the organiser's cap (team captains need none); entries go only to the owner's
// couples; the organiser merges and reassigns. Patches are the app's own (src/domain/people, registration).
import type { CompetitionEvent, Registrant } from '../../../src/domain/model.ts';
import { type Couple, type Person, mergeCouplesPatch, transferCouplePatch } from '../../../src/domain/people/index.ts';
import { type CoupleRecords, planRegistration, type Registerer } from '../../../src/domain/registration/index.ts';
import { allow, area, deny, read, remove, set, SERVER_TIME, update, type Json, type RulesCase } from './case.ts';
import { ALICE_ENTRY, beforeTheDay, BOB_ENTRY, coupleFields, coupleRecord, FIRST_ROUNDS_NOT_STARTED, GOLD, PAST, SILVER, treeWith } from './fixture.ts';

type FixtureTree = {
  events: Record<string, CompetitionEvent>; registrants: Record<string, Registrant>;
  couples: Record<string, Couple>; people: Record<string, Person>; accountCouples: Record<string, Record<string, string>>;
};

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, Json>;
const send = (patch: Record<string, Json>) => update('', patch);

/** A registration as the data layer builds it, over the fixture with `seed` applied. */
function registering(uid: string, lead: string, follow: string, eventName: string, seed: Record<string, Json> = {}, teamCaptain = false): Record<string, Json> {
  const tree = treeWith({ ...FIRST_ROUNDS_NOT_STARTED, ...seed }) as unknown as FixtureTree;
  const registerer: Registerer = { kind: 'competitor', uid, email: `${uid}@riverbend.example`, writeRegistrant: false };
  const records: CoupleRecords = { couples: tree.couples, people: tree.people, slots: tree.accountCouples[uid] ?? {}, teamCaptain };
  const plan = planRegistration({ couple: { leadName: lead, followName: follow, affiliation: 'Cornell DanceSport' }, eventNames: [eventName], events: tree.events, registerer, records, now: PAST });
  if (!plan.ok) throw new Error(`the fixture should accept this registration: ${plan.refusal.message}`);
  return json(plan.patch);
}

// Alice has used all four slots (her couple in the fixture and three more).
const FULL: Record<string, Json> = { 'settings/registration/couplesPerAccount': 4 };
for (const [slot, follow] of [[1, 'Ann One'], [2, 'Ann Two'], [3, 'Ann Three']] as const) {
  const id = String(coupleFields('Alice Smith', follow).entryId);
  FULL[`couples/${id}`] = coupleRecord('Alice Smith', follow, 'Cornell DanceSport', 'alice', slot);
  FULL[`accountCouples/alice/${slot}`] = id;
}
const full = { seed: FULL, seedNote: 'alice owning four couples in slots 0–3, the cap 4' };
const captain = { seed: { ...FULL, 'roles/alice/teamCaptain': true }, seedNote: 'alice at the cap, holding a team captain grant' };
const raised = { seed: { ...FULL, 'settings/registration/couplesPerAccount': 6 }, seedNote: 'alice at 4 couples, the organiser\'s cap raised to 6' };

/** The fifth couple as the app would send it if it skipped its own cap check: slot 4 claimed. */
const FIFTH = String(coupleFields('Alice Smith', 'Leo Brandt').entryId);
const fifthCouple = (slot: number | null): Record<string, Json> => {
  const record = coupleRecord('Alice Smith', 'Leo Brandt', 'Cornell DanceSport', 'alice', slot ?? undefined);
  return {
    [`couples/${FIFTH}`]: { ...record, createdAt: SERVER_TIME },
    ...(slot !== null ? { [`accountCouples/alice/${slot}`]: FIFTH } : {}),
    [`events/${GOLD}/entries/${FIFTH}`]: { ...coupleFields('Alice Smith', 'Leo Brandt'), affiliation: 'Cornell DanceSport', registeredTime: SERVER_TIME, registeredBy: 'alice' },
  };
};

/** Bob entering alice's couple in an event it is not in yet. */
const bobEntersAlicesCouple = set(`events/${SILVER}/entries/${ALICE_ENTRY}`, {
  ...coupleFields('Alice Smith', 'Sam Jones'), affiliation: 'Cornell DanceSport', registeredTime: PAST, registeredBy: 'bob',
});
const aliceEntersOwnCouple = set(`events/${SILVER}/entries/${ALICE_ENTRY}`, {
  ...coupleFields('Alice Smith', 'Sam Jones'), affiliation: 'Cornell DanceSport', registeredTime: PAST, registeredBy: 'alice',
});

// A second record of alice's couple (a typo, from bob's account) entered in Gold: the organiser merges it into hers.
const DUPLICATE = String(coupleFields('Alice Smyth', 'Sam Jones').entryId);
const DUPLICATE_SEED: Record<string, Json> = {
  [`couples/${DUPLICATE}`]: coupleRecord('Alice Smyth', 'Sam Jones', 'Cornell DanceSport', 'bob', 1),
  'accountCouples/bob/1': DUPLICATE,
  [`events/${SILVER}/entries/${DUPLICATE}`]: { ...coupleFields('Alice Smyth', 'Sam Jones'), affiliation: 'Cornell DanceSport', registeredTime: PAST, registeredBy: 'bob' },
};
const duplicate = { seed: DUPLICATE_SEED, seedNote: 'a second record of alice\'s couple (Alice Smyth), bob\'s, entered in Silver' };
const mergeTree = treeWith(DUPLICATE_SEED) as unknown as FixtureTree;
const merge = json(mergeCouplesPatch({ fromId: DUPLICATE, intoId: ALICE_ENTRY, events: mergeTree.events, couples: mergeTree.couples, mergedAt: PAST }));
const transfer = json(transferCouplePatch(ALICE_ENTRY, 'bob', treeWith() as unknown as FixtureTree));
const legacy = { seed: { [`couples/${ALICE_ENTRY}`]: null, 'accountCouples/alice': null }, seedNote: 'alice\'s couple without a record (entries made before records existed)' };
const transferred = { seed: { [`couples/${ALICE_ENTRY}/ownerUid`]: 'bob' }, seedNote: 'alice\'s couple transferred to bob (her entries not yet)' };

// Played the day before: once an event's first round has started no competitor enters or withdraws (issue 31).
export const coupleCases: RulesCase[] = beforeTheDay(area('Couples, ownership and the account cap', [
  allow('visitor', read('couples'), 'couple records are public (names, team, owner uid)'),
  allow('visitor', read('people'), 'person records are public (names and teams)'),
  allow('competitor', read('accountCouples/alice'), 'an account reads its own slots'),
  deny('otherCompetitor', read('accountCouples/alice'), 'another account\'s slots'),

  allow('otherCompetitor', send(registering('bob', 'Bob Lee', 'Zoe Park', GOLD)), 'a new couple: record, people, slot 1 and the entry in one update'),
  allow('competitor', send(registering('alice', 'Alice Smith', 'Sam Jones', SILVER)), 'adding an event to an own couple'),
  deny('otherCompetitor', bobEntersAlicesCouple, 'entering a couple another account owns'),
  allow('competitor', aliceEntersOwnCouple, 'the owner entering the same'),
  deny('otherCompetitor', set(`couples/${ALICE_ENTRY}`, coupleRecord('Alice Smith', 'Sam Jones', 'Cornell DanceSport', 'bob', 1)), 'a second record of an existing couple (created once)'),
  deny('competitor', update(`couples/${ALICE_ENTRY}`, { affiliation: 'TBA' }), 'the owner editing its record'),
  deny('competitor', set(`couples/${ALICE_ENTRY}/ownerUid`, 'bob'), 'the owner giving the couple away'),
  deny('competitor', send({ ...fifthCouple(1), [`couples/${FIFTH}`]: { ...coupleRecord('Alice Smith', 'Leo Brandt', 'Cornell DanceSport', 'bob', 1), createdAt: SERVER_TIME } }), 'a couple made in another account\'s name'),
  deny('competitor', send(fifthCouple(null)), 'a new couple claiming no slot'),
  deny('competitor', send(fifthCouple(0)), 'a slot already taken'),
  deny('competitor', send({ ...fifthCouple(1), [`couples/${FIFTH}`]: { ...coupleRecord('Alice Smith', 'Leo Brandt', 'Cornell DanceSport', 'alice', 2), createdAt: SERVER_TIME } }), 'a slot that is not the record\'s'),
  deny('otherCompetitor', set('accountCouples/alice/1', BOB_ENTRY), 'claiming a slot of another account'),
  deny('competitor', remove('accountCouples/alice/0'), 'freeing an own slot'),
  deny('competitor', send(fifthCouple(4)), 'a fifth couple over the cap of 4', full),
  allow('competitor', send(fifthCouple(4)), 'the same when the organiser raised the cap', raised),
  allow('competitor', send(fifthCouple(null)), 'a team captain over the cap, with no slot', captain),
  deny('competitor', set(`events/${SILVER}/entries/${ALICE_ENTRY}`, { ...coupleFields('Alice Smith', 'Sam Jones'), affiliation: 'Cornell DanceSport', registeredTime: PAST, registeredBy: 'alice' }), 'an entry for a couple without a record', legacy),
  allow('competitor', remove(`events/${GOLD}/entries/${ALICE_ENTRY}`), 'withdrawing an own entry of a couple without a record', legacy),
  allow('competitor', send(registering('alice', 'Alice Smith', 'Sam Jones', SILVER, legacy.seed)), 'adding an event to it: its record is created with a slot', legacy),

  allow('organiser', send(transfer), 'the organiser reassigning a couple (owner and entries)'),
  deny('competitor', send(transfer), 'a competitor doing the same'),
  allow('otherCompetitor', remove(`events/${GOLD}/entries/${ALICE_ENTRY}`), 'the couple\'s new owner withdrawing its entry', transferred),
  deny('otherCompetitor', remove(`events/${GOLD}/entries/${ALICE_ENTRY}`), 'withdrawing by an account that neither made the entry nor owns the couple'),
  allow('organiser', send(merge), 'the organiser merging two records of one couple', duplicate),
  deny('otherCompetitor', send(merge), 'a competitor merging', duplicate),

  allow('competitor', set('people/leo brandt', { personId: 'leo brandt', name: 'Leo Brandt', affiliation: 'Cornell DanceSport' }), 'a new person, keyed by the name'),
  deny('competitor', set('people/leo', { personId: 'leo', name: 'Leo Brandt', affiliation: 'Cornell DanceSport' }), 'a person under a key not derived from the name'),
  deny('otherCompetitor', set('people/alice smith', { personId: 'alice smith', name: 'Alice Smith', affiliation: 'CMU Ballroom' }), 'rewriting an existing person'),
  deny('competitor', set('people/leo brandt', { personId: 'leo brandt', name: 'Leo Brandt', affiliation: 'Cornell DanceSport', email: 'leo@x.example' }), 'an e-mail in the public people branch'),
  deny('competitor', set('roles/alice/teamCaptain', true), 'granting oneself team captain'),
  allow('organiser', set('roles/alice/teamCaptain', true), 'the organiser granting team captain'),
  allow('organiser', set('settings/registration/couplesPerAccount', 6), 'the organiser setting the cap'),
  deny('organiser', set('settings/registration/couplesPerAccount', 0), 'a cap below 1'),
  deny('competitor', set('settings/registration/couplesPerAccount', 40), 'a competitor raising the cap'),
]));
