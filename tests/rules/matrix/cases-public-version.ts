// The public version record (issue 33, docs/SECURITY.md "Public version"): publicVersion/<branch> is a counter the
// app bumps with the database's own increment in the same update as every change to a public branch, so pages that
// poll learn cheaply whether to ask again. Anyone reads it; those who write public data bump it (by one, a number,
// never removed); a judge's tablet, a visitor and a competitor once registration has closed do not.
import { type Json, allow, area, deny, read, remove, set, update } from './case.ts';
import { GOLD } from './fixture.ts';

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
