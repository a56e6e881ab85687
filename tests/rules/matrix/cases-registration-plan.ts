// Registration and withdrawal exactly as the app builds them (src/domain/registration/registration-plan.ts,
// src/domain/money/withdrawal.ts): one multi-path update each, with the registrant's or the withdrawal record.
import type { CompetitionEvent, Registrant } from '../../../src/domain/model.ts';
import { withdrawOwnEntryPatch } from '../../../src/domain/money/index.ts';
import type { Couple, Person } from '../../../src/domain/people/index.ts';
import { type CoupleRecords, planRegistration, type Registerer } from '../../../src/domain/registration/index.ts';
import { allow, area, deny, update, type Json, type RulesCase } from './case.ts';
import { ALICE_ENTRY, beforeTheDay, BRONZE, FIRST_ROUNDS_NOT_STARTED, GOLD, treeWith } from './fixture.ts';

// The day before (issue 31): the fixture's events are under way, when the app refuses both actions itself.
const tree = treeWith(FIRST_ROUNDS_NOT_STARTED) as unknown as {
  events: Record<string, CompetitionEvent>; registrants: Record<string, Registrant>;
  couples: Record<string, Couple>; people: Record<string, Person>; accountCouples: Record<string, Record<string, string>>;
};
const couple = { leadName: '  alice   Smith ', followName: 'Leo Brandt', affiliation: 'Cornell DanceSport' };

/** What the data layer reads before writing (src/data/registration/couple-records.ts), from the fixture. */
function recordsFor(registerer: Registerer): CoupleRecords {
  const slots = registerer.kind === 'competitor' ? tree.accountCouples[registerer.uid] ?? {} : {};
  return { couples: tree.couples, people: tree.people, slots };
}

function registrationPatch(registerer: Registerer, eventNames: string[]): Record<string, Json> {
  const plan = planRegistration({ couple, eventNames, events: tree.events, registerer, records: recordsFor(registerer), now: Date.UTC(2026, 10, 20) });
  if (!plan.ok) throw new Error(`the fixture should accept this registration: ${plan.refusal.message}`);
  return JSON.parse(JSON.stringify(plan.patch)) as Record<string, Json>;
}

const alice: Registerer = { kind: 'competitor', uid: 'alice', email: 'alice@riverbend.example', existing: tree.registrants.alice };
const bob: Registerer = { kind: 'competitor', uid: 'bob', email: 'bob@riverbend.example' };
const closed = { seed: { 'competitionMetadata/registrationStatus': 'closed' } };
const send = (patch: Record<string, Json>) => update('', patch);
const withdrawal = (by: string) => JSON.parse(JSON.stringify(withdrawOwnEntryPatch(tree.events[GOLD], ALICE_ENTRY, by, Date.UTC(2026, 10, 20)))) as Record<string, Json>;

export const registrationPlanCases: RulesCase[] = beforeTheDay(area('Registration as the app sends it', [
  allow('competitor', send(registrationPatch(alice, [GOLD, BRONZE])), 'a couple typed loosely, entered in two events, with the registrant, couple, people and slot records'),
  deny('competitor', send(registrationPatch(alice, [GOLD, BRONZE])), 'the same after registration closed', closed),
  deny('competitor', send(registrationPatch(bob, [GOLD])), 'a registration built for another account'),
  allow('organiser', send(registrationPatch({ kind: 'organiser', uid: 'org', leadNumber: 150 }, [GOLD])), 'the organiser at the desk, with a back number, after closing', closed),
  allow('competitor', send(withdrawal('alice')), 'withdrawing own entry, with its withdrawal record'),
  deny('otherCompetitor', send(withdrawal('other')), 'withdrawing someone else\'s entry'),
]));
