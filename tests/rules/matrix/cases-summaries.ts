// Public summaries (issue 23 item 2): public to read; each written only with its source, in the same update, by
// whoever may write the source, and never saying what the source does not.
import type { CompetitionEvent } from '../../../src/domain/model.ts';
import { rebuildSummariesPatch, withSummaryPatch } from '../../../src/domain/summaries/index.ts';
import { allow, area, deny, read, set, update, type Json } from './case.ts';
import { ALICE_ENTRY, beforeTheDay, coupleFields, coupleRecord, FIRST_ROUNDS_NOT_STARTED, GOLD, PAST, treeWith } from './fixture.ts';

// The day before (issue 31): competitors enter and withdraw only while an event's first round has not started.
const events = treeWith(FIRST_ROUNDS_NOT_STARTED).events as unknown as Record<string, CompetitionEvent>;
const seed = rebuildSummariesPatch(events) as Record<string, Json>;
const given = { seed, seedNote: 'the summaries of the fixture\'s events, as the app keeps them' };
/** As `given`, with the registering couple's record owned by the actor (entries are added to an owned couple). */
const givenOwned = {
  seed: { ...seed, 'couples/alice smith~leo brandt': coupleRecord('Alice Smith', 'Leo Brandt', 'Cornell DanceSport', 'alice', 1) },
  seedNote: 'the summaries of the fixture\'s events; the couple\'s record, the actor\'s',
};
/** The update the app's writer sends for `patch`: the patch and its summaries' share. */
const asTheAppSends = (patch: Record<string, Json>) => withSummaryPatch(patch, events) as Record<string, Json>;

const NEW_COUPLE = coupleFields('Alice Smith', 'Leo Brandt');
const newEntry = { ...NEW_COUPLE, affiliation: 'Cornell DanceSport', registeredTime: PAST, registeredBy: 'alice' };
const registration = asTheAppSends({ [`events/${GOLD}/entries/${String(NEW_COUPLE.entryId)}`]: newEntry });
const withdrawal = asTheAppSends({ [`events/${GOLD}/entries/${ALICE_ENTRY}`]: null });
const roundStarted = asTheAppSends({ [`events/${GOLD}/rounds/1/roundState`]: 5 });
/** The index record with round 1's state changed (a line that lies about the round). */
function withState(record: Json | undefined, roundState: number): Json {
  const event = record as Record<string, Record<string, Record<string, Json>>>;
  return { ...event, rounds: { ...event.rounds, 1: { ...event.rounds[1], roundState } } } as Json;
}
const summaryOf = `eventEntries/${GOLD}/${String(NEW_COUPLE.entryId)}`;

export const summaryCases = beforeTheDay(area('Public summaries', [
  allow('visitor', read('eventIndex'), 'the events\' index is public', given),
  allow('visitor', read(`eventEntries/${GOLD}`), 'an event\'s couples are public', given),
  allow('visitor', read('competitorList'), 'the competitors\' list is public', given),
  allow('visitor', read('competitorEntries/alice smith'), 'a dancer\'s entries are public', given),
  allow('organiser', update('', seed), 'rebuilding every summary from the events'),
  allow('competitor', update('', registration), 'registering: the entry and its summaries in one update', givenOwned),
  allow('competitor', update('', withdrawal), 'withdrawing: the entry and its summaries removed together', given),
  deny('competitor', update('', { ...registration, [summaryOf]: { ...(registration[summaryOf] as Record<string, Json>), affiliation: 'Yale Ballroom Dance Team' } }), 'a summary that differs from its entry', givenOwned),
  deny('competitor', update('', { ...registration, [`competitorEntries/mia chen/${GOLD}/${String(NEW_COUPLE.entryId)}`]: registration[summaryOf] ?? null }), 'filing the entry under someone else', givenOwned),
  deny('competitor', set(`eventEntries/${GOLD}/${ALICE_ENTRY}/affiliation`, 'Yale Ballroom Dance Team'), 'changing a summary without its entry', given),
  deny('otherCompetitor', set(`eventEntries/${GOLD}/${ALICE_ENTRY}`, null), 'removing a summary whose entry stays', given),
  deny('competitor', set(`eventEntries/${GOLD}/nobody~new`, { leadName: 'No', followName: 'Body', leadId: 'no', followId: 'body', affiliation: 'TBA' }), 'a summary of an entry that does not exist', given),
  allow('scrutineer', update('', roundStarted), 'a round state with its line in the index', given),
  deny('scrutineer', update('', { ...roundStarted, [`eventIndex/${GOLD}`]: withState(roundStarted[`eventIndex/${GOLD}`], 2) }), 'an index line that differs from the round', given),
  deny('competitor', set(`eventIndex/${GOLD}/rounds/1/roundState`, 5), 'a competitor writing the index', given),
  deny('competitor', set('competitorList/alice smith', 'Alice Smith\tCornell DanceSport\t101\t1'), 'a competitors\' list line of someone without entries', { seed: { ...seed, competitorEntries: null } }),
  deny('visitor', update('', registration), 'signed out', given),
]));
