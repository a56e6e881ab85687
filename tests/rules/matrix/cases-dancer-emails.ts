// The dancers' e-mails (issue 19.2): a couple's entries belong to the account that made them and to the
// dancers' e-mails, once the identity provider has verified the address. The record and its reverse index
// are private; only the couple's owner (or the organiser) changes them, always together. Patches are the
// app's own (src/domain/people/couple-emails.ts, registration-plan.ts, fees/withdrawal.ts).
import type { CompetitionEvent, Registrant } from '../../../src/domain/model.ts';
import { withdrawOwnEntryPatch } from '../../../src/domain/money/index.ts';
import { type Couple, type Person, coupleEmailsPatch, emailKeyFor } from '../../../src/domain/people/index.ts';
import { type CoupleRecords, planRegistration } from '../../../src/domain/registration/index.ts';
import { allow, area, deny, read, remove, set, update, type Json, type RulesCase } from './case.ts';
import { ALICE_ENTRY, beforeTheDay, coupleFields, FIRST_ROUNDS_NOT_STARTED, GOLD, PAST, SAM_EMAIL, SILVER, treeWith } from './fixture.ts';

type FixtureTree = {
  events: Record<string, CompetitionEvent>; registrants: Record<string, Registrant>;
  couples: Record<string, Couple>; people: Record<string, Person>; accountCouples: Record<string, Record<string, string>>;
};

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, Json>;
const send = (patch: Record<string, Json>) => update('', patch);
// The day before (issue 31): once an event's first round has started nobody but the organiser enters or withdraws.
const tree = treeWith(FIRST_ROUNDS_NOT_STARTED) as unknown as FixtureTree;

const ALICE_EMAILS = { lead: 'alice@riverbend.example', follow: SAM_EMAIL };
const SAM_KEY = emailKeyFor(SAM_EMAIL);

/** Sam (or whoever `by` is) entering alice's couple in Silver, as the app writes an added event. */
const entersAlicesCouple = (by: string) => set(`events/${SILVER}/entries/${ALICE_ENTRY}`, {
  ...coupleFields('Alice Smith', 'Sam Jones'), affiliation: 'Cornell DanceSport', registeredTime: PAST, registeredBy: by,
});
const withdraws = (by: string) => send(json(withdrawOwnEntryPatch(tree.events[GOLD], ALICE_ENTRY, by, PAST)));

/** Alice changing Sam's address to a new one: the record and both index entries in one update. */
const changeFollow = json(coupleEmailsPatch(ALICE_ENTRY, ALICE_EMAILS, { ...ALICE_EMAILS, follow: 'sam@new.example' }));

/** Bob registering a new couple with both dancers' e-mails, as the registration form sends it. */
function bobRegistersWithEmails(): Record<string, Json> {
  const records: CoupleRecords = { couples: tree.couples, people: tree.people, slots: tree.accountCouples.bob ?? {} };
  const plan = planRegistration({
    couple: { leadName: 'Bob Lee', followName: 'Zoe Park', affiliation: 'CMU Ballroom', leadEmail: 'bob@riverbend.example', followEmail: 'Zoe.Park@riverbend.example' },
    eventNames: [GOLD], events: tree.events, registerer: { kind: 'competitor', uid: 'bob', email: 'bob@riverbend.example', writeRegistrant: false }, records, now: PAST,
  });
  if (!plan.ok) throw new Error(`the fixture should accept this registration: ${plan.refusal.message}`);
  return json(plan.patch);
}

const noRecord = { seed: { [`couples/${ALICE_ENTRY}`]: null, 'accountCouples/alice': null }, seedNote: 'alice\'s couple without a record, its e-mails left behind' };

export const dancerEmailCases: RulesCase[] = beforeTheDay(area('Dancers\u2019 e-mails', [
  allow('dancer', entersAlicesCouple('sam'), 'a dancer named by the couple, e-mail verified, entering it in another event'),
  deny('unverifiedDancer', entersAlicesCouple('sam-2'), 'the same address not yet verified'),
  deny('dancer', entersAlicesCouple('sam'), 'a dancer\u2019s e-mail for a couple that has no record', noRecord),
  allow('dancer', withdraws('sam'), 'the verified dancer withdrawing an entry, with its withdrawal record'),
  deny('unverifiedDancer', withdraws('sam-2'), 'the unverified address withdrawing it'),
  deny('dancer', remove(`events/${GOLD}/entries/${ALICE_ENTRY}`), 'the dancer withdrawing after registration closed', { seed: { 'competitionMetadata/registrationStatus': 'closed' } }),

  allow('competitor', read(`coupleEmails/${ALICE_ENTRY}`), 'the couple\u2019s owner reading its dancers\u2019 e-mails'),
  allow('dancer', read(`coupleEmails/${ALICE_ENTRY}`), 'a verified dancer of the couple reading them'),
  deny('unverifiedDancer', read(`coupleEmails/${ALICE_ENTRY}`), 'the unverified address reading them'),
  allow('unverifiedDancer', read(`couples/${ALICE_ENTRY}`), 'the couple’s public record, as anyone reads it'),
  deny('otherCompetitor', read(`coupleEmails/${ALICE_ENTRY}`), 'another account reading them'),
  deny('visitor', read('coupleEmails'), 'the e-mails are not public'),
  allow('dancer', read(`emailCouples/${SAM_KEY}`), 'a verified account finding the couples that name its address'),
  deny('unverifiedDancer', read(`emailCouples/${SAM_KEY}`), 'the same before verifying'),
  deny('otherCompetitor', read(`emailCouples/${SAM_KEY}`), 'another account reading someone\u2019s couples'),
  allow('organiser', read('coupleEmails'), 'the organiser reading every couple\u2019s e-mails'),

  allow('otherCompetitor', send(bobRegistersWithEmails()), 'a new couple registered with both dancers\u2019 e-mails and the index'),
  allow('competitor', send(changeFollow), 'the owner changing a dancer\u2019s e-mail, index and all'),
  deny('dancer', send(changeFollow), 'a dancer who is not the owner changing them'),
  deny('otherCompetitor', send(changeFollow), 'another account changing them'),
  deny('competitor', set(`coupleEmails/${ALICE_ENTRY}/follow`, 'sam@new.example'), 'an address without its index entry'),
  deny('competitor', set(`emailCouples/${emailKeyFor('stranger@x.example')}/${ALICE_ENTRY}`, true), 'an index entry the record does not name'),
  deny('competitor', remove(`emailCouples/${SAM_KEY}/${ALICE_ENTRY}`), 'removing an index entry the record still names'),
  deny('competitor', send(json(coupleEmailsPatch(ALICE_ENTRY, ALICE_EMAILS, { ...ALICE_EMAILS, follow: 'not-an-address' }))), 'a malformed address'),
  deny('competitor', send({ [`coupleEmails/${ALICE_ENTRY}/follow`]: 'Sam@New.example', [`emailCouples/${emailKeyFor('Sam@New.example')}/${ALICE_ENTRY}`]: true }), 'an address not in lower case'),
]));
