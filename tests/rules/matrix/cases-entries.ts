// Registration: a competitor adds and withdraws only their own entries, only while registration is open.
import { allow, area, deny, remove, set, SERVER_TIME, update, type Json } from './case.ts';
import { ALICE_ENTRY, BEFORE_THE_DAY, BOB_ENTRY, CAROL_ENTRY, CLOSE_DATE_PAST, coupleFields, coupleRecord, FIRST_ROUNDS_NOT_STARTED, FUTURE, GOLD, PAST } from './fixture.ts';

const entries = `events/${GOLD}/entries`;
const NEW_COUPLE = coupleFields('Alice Smith', 'Leo Brandt');
const newEntryPath = `${entries}/${String(NEW_COUPLE.entryId)}`;

/** A registration as the app sends it: the couple's fields, then `changes` (null removes a field). */
function registration(couple: Record<string, Json>, registeredBy: string, changes: Record<string, Json> = {}): Record<string, Json> {
  const entry: Record<string, Json> = { ...couple, affiliation: 'Cornell DanceSport', registeredTime: PAST, registeredBy, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === null) delete entry[key];
  return entry;
}

const newEntry = (changes: Record<string, Json> = {}) => registration(NEW_COUPLE, 'alice', changes);
const atOwnKey = (entry: Record<string, Json>) => set(`${entries}/${String(entry.entryId)}`, entry);

// Entries are added to a couple the account owns (issue 19): its record exists, as after an earlier
// registration; creating the record with its slot is in cases-couples.ts.
const NAMES_NEEDING_ESCAPES = coupleFields('J. R. Smith', 'Ana-María [Ria] Ruiz/Ortiz');
const ownCouples: Record<string, Json> = {
  [`couples/${String(NEW_COUPLE.entryId)}`]: coupleRecord('Alice Smith', 'Leo Brandt', 'Cornell DanceSport', 'alice', 1),
  [`couples/${String(NAMES_NEEDING_ESCAPES.entryId)}`]: coupleRecord('J. R. Smith', 'Ana-María [Ria] Ruiz/Ortiz', 'Cornell DanceSport', 'alice', 2),
  'couples/bob lee~ana ruiz': coupleRecord('Bob Lee', 'Ana Ruiz', 'TBA', 'bob', 1),
};
const owned = { seed: { ...ownCouples, ...FIRST_ROUNDS_NOT_STARTED }, seedNote: "the couple's record, the actor's; first rounds not started" };
const seeded = (seed: Record<string, Json>) => ({
  seed: { ...ownCouples, ...FIRST_ROUNDS_NOT_STARTED, ...seed },
  seedNote: `the couple's record, the actor's; first rounds not started; ${Object.entries(seed).map(([k, v]) => `${k} = ${String(v)}`).join(', ')}`,
});
// Registration follows the day (issue 31): the fixture's Gold first round is Running.
const firstRoundRunning = { seed: ownCouples, seedNote: "the couple's record, the actor's; Gold's first round Running" };
const skippedThenRunning = seeded({ [`events/${GOLD}/rounds/1/roundState`]: 3, [`events/${GOLD}/rounds/2/roundState`]: 2 });
const skippedThenWaiting = seeded({ [`events/${GOLD}/rounds/1/roundState`]: 3, [`events/${GOLD}/rounds/2/roundState`]: 0 });
const finalPosted = seeded({ [`events/${GOLD}/rounds/1/roundState`]: 5 });
const closed = seeded({ 'competitionMetadata/registrationStatus': 'closed' });
const autoClosedByDate = seeded({ 'competitionMetadata/registrationStatus': 'auto', 'competitionMetadata/dateRegistrationClosed': CLOSE_DATE_PAST });
const autoOpenUntilLater = seeded({ 'competitionMetadata/registrationStatus': 'auto', 'competitionMetadata/dateRegistrationClosed': FUTURE });
const autoWithoutCloseDate = seeded({ 'competitionMetadata/registrationStatus': 'auto' });
const openOverridesPastDate = seeded({ 'competitionMetadata/dateRegistrationClosed': CLOSE_DATE_PAST });

export const entryCases = area('Registration (entries)', [
  allow('competitor', set(newEntryPath, newEntry()), 'entering an own couple in an event', owned),
  allow('competitor', set(newEntryPath, newEntry({ registeredTime: SERVER_TIME })), 'registeredTime from the server clock', owned),
  allow('otherCompetitor', atOwnKey(registration(coupleFields('Bob Lee', 'Ana Ruiz'), 'bob', { affiliation: 'TBA' })), 'another competitor with affiliation TBA', owned),
  allow('competitor', atOwnKey(registration(NAMES_NEEDING_ESCAPES, 'alice')), 'names whose key needs escapes (the app\'s key = the rules\' key)', owned),
  deny('competitor', set(`${entries}/alice smith~leo brandt 2`, newEntry({ entryId: 'alice smith~leo brandt 2' })), 'the same couple under a made-up key'),
  deny('competitor', atOwnKey(registration({ ...NEW_COUPLE, entryId: 'Alice Smith~Leo Brandt' }, 'alice')), 'a key that is not case-folded'),
  deny('competitor', set(newEntryPath, newEntry({ leadId: 'a-smith' })), 'a leadId not derived from the name', owned),
  deny('competitor', set(newEntryPath, newEntry({ leadName: 'Alice  Smith' })), 'a name not in display form (double space)', owned),
  deny('competitor', set(newEntryPath, newEntry({ registeredBy: 'bob' })), 'registering in someone else\'s name', owned),
  deny('competitor', set(newEntryPath, newEntry({ registeredBy: null })), 'an entry without registeredBy', owned),
  deny('visitor', set(newEntryPath, newEntry()), 'signed out'),
  deny('competitor', atOwnKey(registration(coupleFields('Carol Diaz', 'Tom Ward'), 'alice')), 'a duplicate couple (the key exists)'),
  deny('competitor', atOwnKey(registration(coupleFields('carol  DIAZ ', 'Tom Ward'), 'alice', { leadName: 'Carol Diaz' })), 'a duplicate typed differently lands on the same key'),
  deny('competitor', atOwnKey(registration(coupleFields('Alice Smith', 'Sam Jones'), 'alice')), 'registering own couple twice'),
  deny('competitor', set(newEntryPath, newEntry({ leadNumber: 7 })), 'choosing a back number', owned),
  deny('competitor', set(newEntryPath, newEntry({ checkedIn: true })), 'checking in', owned),
  deny('competitor', set(newEntryPath, newEntry({ followName: null })), 'a missing follow name', owned),
  deny('competitor', set(newEntryPath, newEntry({ leadName: 'A'.repeat(81) })), 'a name over 80 characters', owned),
  deny('competitor', set(newEntryPath, newEntry({ leadName: '   ' })), 'a blank name', owned),
  deny('competitor', set(newEntryPath, newEntry({ affiliation: '' })), 'an empty affiliation', owned),
  deny('competitor', set(newEntryPath, newEntry({ affiliation: 'U'.repeat(101) })), 'an affiliation over 100 characters', owned),
  deny('competitor', set(newEntryPath, newEntry({ registeredTime: FUTURE })), 'a registration time in the future', owned),
  deny('competitor', set(newEntryPath, newEntry({ registeredTime: '2026-11-01' })), 'a registration time that is not a number', owned),
  deny('competitor', set(newEntryPath, newEntry({ entryId: 'someone-else' })), 'entryId differing from its key', owned),
  deny('competitor', set(newEntryPath, newEntry({ phone: '555-0100' })), 'an unknown field', owned),
  deny('competitor', set(`events/No Such Event/entries/${String(NEW_COUPLE.entryId)}`, newEntry()), 'an event that does not exist'),
  deny('competitor', set(`${entries}/Adhoc`, newEntry({ entryId: 'Adhoc' })), 'the placeholder entry'),
  deny('competitor', set(entries, { [String(NEW_COUPLE.entryId)]: newEntry() }), 'replacing the whole entry list'),

  allow('competitor', remove(`${entries}/${ALICE_ENTRY}`), 'withdrawing own entry', BEFORE_THE_DAY),
  deny('competitor', remove(`${entries}/${BOB_ENTRY}`), 'withdrawing someone else\'s entry'),
  deny('otherCompetitor', remove(`${entries}/${ALICE_ENTRY}`), 'the other way round'),
  deny('competitor', remove(`${entries}/${CAROL_ENTRY}`), 'withdrawing an entry the organiser added'),
  deny('competitor', update(`${entries}/${ALICE_ENTRY}`, { leadName: 'Alicia Smith' }), 'editing an entry after registering'),
  deny('competitor', set(`${entries}/${ALICE_ENTRY}/checkedIn`, true), 'checking own entry in'),
  deny('competitor', set(`events/${GOLD}/rounds/1/entries/${ALICE_ENTRY}/checkedIn`, true), 'checking in on the floor'),
  deny('competitor', set(`events/${GOLD}/rounds/2/entries/${CAROL_ENTRY}`, {
    leadName: 'Carol Diaz', followName: 'Tom Ward', affiliation: 'TBA',
  }), 'putting a couple into a round'),

  deny('competitor', set(newEntryPath, newEntry()), 'registration closed by the organiser', closed),
  deny('competitor', remove(`${entries}/${ALICE_ENTRY}`), 'withdrawing after registration closed', closed),
  deny('competitor', set(newEntryPath, newEntry()), 'auto: the close date has passed', autoClosedByDate),
  allow('competitor', set(newEntryPath, newEntry()), 'auto: the close date is ahead', autoOpenUntilLater),
  allow('competitor', set(newEntryPath, newEntry()), 'auto: no close date', autoWithoutCloseDate),
  allow('competitor', set(newEntryPath, newEntry()), 'open overrides a past close date', openOverridesPastDate),
  allow('competitor', remove(`${entries}/${ALICE_ENTRY}`), 'withdrawing while auto and before the close date', autoOpenUntilLater),

  deny('competitor', set(newEntryPath, newEntry()), 'a late entry: the event\'s first round is Running', firstRoundRunning),
  deny('competitor', set(newEntryPath, newEntry()), 'a late entry: the first round was Posted', finalPosted),
  deny('competitor', set(newEntryPath, newEntry()), 'a late entry: round 1 Skipped, round 2 Running', skippedThenRunning),
  allow('competitor', set(newEntryPath, newEntry()), 'round 1 Skipped, round 2 not started yet', skippedThenWaiting),
  deny('competitor', remove(`${entries}/${ALICE_ENTRY}`), 'withdrawing once the first round is Running (placements stay)'),
  deny('competitor', remove(`${entries}/${ALICE_ENTRY}`), 'withdrawing once the first round was Posted', finalPosted),
  allow('organiser', set(newEntryPath, newEntry({ registeredBy: 'org' })), 'the organiser adding a late entry at the desk', firstRoundRunning),
  allow('organiser', remove(`${entries}/${ALICE_ENTRY}`), 'the organiser scratching a couple after the first round'),
]);
