// The public version record (issue 33, docs/SECURITY.md "Public version"): publicVersion/<branch> is a counter the
// app bumps with the database's own increment in the same update as every change to a public branch, so pages that
// poll learn cheaply whether to ask again. Anyone reads it; those who write public data bump it (by one, a number,
// never removed); a judge's tablet, a visitor and a competitor once registration has closed do not.
import type { CompetitionEvent } from '../../../src/domain/model.ts';
import { versionCountersTouched } from '../../../src/domain/public-version.ts';
import { rebuildSummariesPatch, withSummaryPatch } from '../../../src/domain/summaries/index.ts';
import { type Json, allow, area, deny, read, remove, set, update } from './case.ts';
import { FIRST_ROUNDS_NOT_STARTED, GOLD, beforeTheDay, treeWith } from './fixture.ts';

/** The SDK's `increment(1)`: the server adds one to the number stored there. */
const BUMP: Json = { '.sv': { increment: 1 } };
const EVENTS = 'publicVersion/events';
const counted = { seed: { [EVENTS]: 4 } };
const closed = { seed: { [EVENTS]: 4, 'competitionMetadata/registrationStatus': 'closed' }, seedNote: `${EVENTS} at 4, registration closed` };

export const publicVersionCases = area('Public version', [
  allow('visitor', read('publicVersion'), 'anyone reads the counters', counted),
  allow('scrutineer', update('', { [`events/${GOLD}/rounds/2/roundState`]: 1, [EVENTS]: BUMP }), 'floor staff: a round\'s state and the bump in one update', counted),
  allow('chairman', set(EVENTS, BUMP), 'the chairman bumping', counted),
  allow('deckCaptain', set('publicVersion/schedule', BUMP), 'the deck captain bumping (the running order\'s times)'),
  allow('mc', set('publicVersion/schedule', BUMP), 'the MC bumping'),
  allow('treasurer', set('publicVersion/fees', BUMP), 'the treasurer bumping (the fee schedule)'),
  allow('mirror', set('publicVersion/resultsSaved', BUMP), 'venue mode\'s mirror bumping what it copies up'),
  allow('organiser', set(EVENTS, BUMP), 'the organiser bumping', counted),
  allow('competitor', set('publicVersion/eventEntries', BUMP), 'a competitor while registration is open (entries)'),
  allow('scrutineer', set(EVENTS, 5), 'the next number written plainly', counted),
  allow('scrutineer', set('publicVersion/resultsSaved', 1), 'a branch\'s first count is 1'),
  deny('competitor', set(EVENTS, BUMP), 'a competitor once registration has closed', closed),
  deny('judge', set(EVENTS, BUMP), 'a judge\'s tablet (marks are not public)', closed),
  deny('visitor', set(EVENTS, BUMP), 'signed out', counted),
  deny('scrutineer', set(EVENTS, 3), 'going backwards', counted),
  deny('scrutineer', set(EVENTS, 4), 'standing still', counted),
  deny('scrutineer', set(EVENTS, 1_000_000), 'a jump ahead', counted),
  deny('scrutineer', set(EVENTS, '5'), 'a string', counted),
  deny('scrutineer', set('publicVersion/resultsSaved', 7), 'a first count other than 1'),
  deny('scrutineer', remove(EVENTS), 'removing a counter', counted),
  deny('scrutineer', set('publicVersion/marks', BUMP), 'a counter for a private branch'),
  deny('scrutineer', set('publicVersion', { events: 5 }), 'the record replaced whole by staff (only counter by counter)', counted),
]);

// The events' index has a counter per event line (publicVersionKeys/eventIndex/keys/<event>), one for writes of the
// index whole (…/whole) and one bumped with every change to it (…/branch, read with the lines' counters so a poll
// knows which change they show), beside publicVersion/eventIndex by the same writers, on the same terms.
const events = treeWith(FIRST_ROUNDS_NOT_STARTED).events as unknown as Record<string, CompetitionEvent>;
const summaries = { seed: rebuildSummariesPatch(events) as Record<string, Json>, seedNote: 'the summaries of the fixture\'s events' };
/** An update as the app's write pipeline sends it: the patch, its summaries, and a bump of every counter it touches. */
function asTheAppSends(patch: Record<string, Json>): Record<string, Json> {
  const withSummaries = withSummaryPatch(patch, events) as Record<string, Json>;
  return { ...withSummaries, ...Object.fromEntries(versionCountersTouched(Object.keys(withSummaries)).map((counter) => [counter, BUMP])) };
}
const roundStarted = asTheAppSends({ [`events/${GOLD}/rounds/1/roundState`]: 5 });
const LINE = `publicVersionKeys/eventIndex/keys/${GOLD}`;
const lineCounted = { seed: { ...summaries.seed, [LINE]: 2 }, seedNote: `the fixture's summaries, ${LINE} at 2` };
const BRANCH = 'publicVersionKeys/eventIndex/branch';
const branchCounted = { seed: { ...summaries.seed, [BRANCH]: 7, [LINE]: 2 }, seedNote: `the fixture's summaries, ${BRANCH} at 7, ${LINE} at 2` };

export const publicKeyVersionCases = beforeTheDay(area('Public version', [
  allow('visitor', read('publicVersionKeys'), 'anyone reads the counters per event line', lineCounted),
  allow('scrutineer', update('', roundStarted), 'a round\'s state, its index line and both counters in one update', summaries),
  allow('organiser', set('publicVersionKeys/eventIndex/whole', BUMP), 'the organiser rebuilding the index whole bumps its whole counter'),
  allow('scrutineer', set(LINE, 3), 'a line\'s next number written plainly', lineCounted),
  deny('judge', set(LINE, BUMP), 'a judge\'s tablet once registration has closed', { seed: { ...lineCounted.seed, 'competitionMetadata/registrationStatus': 'closed' }, seedNote: `${lineCounted.seedNote}, registration closed` }),
  deny('visitor', set(LINE, BUMP), 'signed out', lineCounted),
  deny('scrutineer', set(LINE, 2), 'a line\'s counter standing still', lineCounted),
  deny('scrutineer', set(LINE, 9), 'a line\'s counter jumping ahead', lineCounted),
  deny('scrutineer', remove(LINE), 'removing a line\'s counter', lineCounted),
  deny('scrutineer', set(`publicVersionKeys/events/keys/${GOLD}`, BUMP), 'line counters for a branch without them'),
  deny('scrutineer', set('publicVersionKeys/eventIndex/extra', BUMP), 'anything but whole, branch and keys'),
  allow('scrutineer', update('', roundStarted), 'a round\'s state, its index line, its line counter and the index\'s branch counter in one update', branchCounted),
  allow('organiser', set(BRANCH, BUMP), 'the organiser bumping the index\'s branch counter', branchCounted),
  allow('mirror', set(BRANCH, BUMP), 'venue mode\'s mirror bumping the index\'s branch counter with what it copies up', branchCounted),
  allow('scrutineer', set(BRANCH, 1), 'the branch counter\'s first count is 1'),
  deny('judge', set(BRANCH, BUMP), 'a judge\'s tablet once registration has closed', { seed: { ...branchCounted.seed, 'competitionMetadata/registrationStatus': 'closed' }, seedNote: `${branchCounted.seedNote}, registration closed` }),
  deny('visitor', set(BRANCH, BUMP), 'signed out', branchCounted),
  deny('scrutineer', set(BRANCH, 7), 'the branch counter standing still', branchCounted),
  deny('scrutineer', set(BRANCH, 6), 'the branch counter going backwards', branchCounted),
  deny('scrutineer', set(BRANCH, 9), 'the branch counter jumping ahead', branchCounted),
  deny('scrutineer', set(BRANCH, '8'), 'the branch counter as a string', branchCounted),
  deny('scrutineer', remove(BRANCH), 'removing the branch counter', branchCounted),
  deny('scrutineer', set('publicVersionKeys/events/branch', BUMP), 'a branch counter for a branch without line counters'),
]));
