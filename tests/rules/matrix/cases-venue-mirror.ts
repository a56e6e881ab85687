// Venue mode's mirror (issue 34, README "Venue mode"): an account granted `mirror` copies the venue's day up to
// the hosted database unit by unit (scripts/venue/mirror.ts: marks/<event>/<round>, resultsSaved/<event>,
// events/<event>/rounds, eventIndex/<event>, competitorEntries/<person>, schedule/slots/<slot>) and reads marks
// to compare both sides. It may write exactly those units, within their shapes, and nothing else.
import type { CompetitionEvent } from '../../../src/domain/model.ts';
import { rebuildSummariesPatch } from '../../../src/domain/summaries/index.ts';
import { allow, area, deny, read, set, update, type Json } from './case.ts';
import { ALICE_ENTRY, BOB_ENTRY, CAROL_ENTRY, GOLD, PAST, SILVER, treeWith } from './fixture.ts';

const tree = treeWith();
const events = tree.events as unknown as Record<string, CompetitionEvent>;
const summaries = rebuildSummariesPatch(events) as Record<string, Json>;
/** The summaries without Gold's index line and Alice's entries: the mirror brings them up. */
const summariesMissing = {
  seed: { ...summaries, [`eventIndex/${GOLD}`]: null, 'competitorEntries/alice smith': null },
  seedNote: 'the summaries, without Gold\'s index line and Alice Smith\'s entries',
};

/** Gold's semi-final marked by both judges at the venue, as the mirror sends it up whole. */
const goldMarks = {
  j1: { dances: { Waltz: { [ALICE_ENTRY]: 1, [BOB_ENTRY]: 0, [CAROL_ENTRY]: 1 }, Tango: { [ALICE_ENTRY]: 1, [BOB_ENTRY]: 1, [CAROL_ENTRY]: 0 } }, submittedAt: PAST },
  j2: { dances: { Waltz: { [ALICE_ENTRY]: 1, [BOB_ENTRY]: 1, [CAROL_ENTRY]: 0 } } },
};
const goldRounds = structuredClone((tree.events as Record<string, { rounds: Record<string, Record<string, Json>> }>)[GOLD].rounds);
goldRounds[1].roundState = 4;
const silverResults = (tree.resultsSaved as Record<string, Json>)[SILVER];
const heat = { kind: 'heat', number: 1, position: 1, rounds: { [`${GOLD}-R1`]: { eventName: GOLD, roundNumber: 1 } }, startedAt: PAST, finishedAt: PAST };

export const venueMirrorCases = area('Venue mirror', [
  allow('mirror', set(`marks/${GOLD}/1`, goldMarks), 'one round\'s marks, as marked at the venue'),
  allow('mirror', read('marks'), 'reading the marks to compare both sides'),
  allow('mirror', set(`events/${GOLD}/rounds`, goldRounds as Json), 'an event\'s round states'),
  allow('mirror', set(`resultsSaved/${SILVER}`, { ...(silverResults as Record<string, Json>), 1: { placements: { [ALICE_ENTRY]: 2, [BOB_ENTRY]: 1, [CAROL_ENTRY]: 3 }, finalTable: { Waltz: { [BOB_ENTRY]: 1 } } } }), 'an event\'s posted results'),
  allow('mirror', set('schedule/slots/s1', heat), 'a slot of the running order with its times'),
  allow('mirror', set(`eventIndex/${GOLD}`, summaries[`eventIndex/${GOLD}`] ?? null), 'an event\'s public index line', summariesMissing),
  allow('mirror', set('competitorEntries/alice smith', summaries['competitorEntries/alice smith'] ?? null), 'a dancer\'s public entries', summariesMissing),
  deny('mirror', set(`marks/${GOLD}/1`, { j1: { dances: { Waltz: { [ALICE_ENTRY]: 7 } } } }), 'marks of a shape the rules refuse (a recall mark of 7)'),
  deny('mirror', set(`marks/${GOLD}`, { 1: goldMarks }), 'a whole event\'s marks at once (only round by round)'),
  deny('mirror', set(`events/${GOLD}/entries/${ALICE_ENTRY}/affiliation`, 'CMU Ballroom'), 'an entry (registration is not mirrored)'),
  deny('mirror', set(`events/${GOLD}/eventLevel`, 'Silver'), 'an event\'s own fields'),
  deny('mirror', set('judgeCodes/j1', 'ZZZZZZZ'), 'a judge\'s code'),
  deny('mirror', set('roles/mirror/organiser', true), 'granting itself organiser'),
  deny('mirror', set('competitionMetadata/fullName', 'Another Classic'), 'the competition\'s details'),
  deny('mirror', set('settings/events/liveScrollRefreshIndex', 2), 'display settings'),
  deny('mirror', set('panels/events/Gold Standard', { judges: { j1: true } }), 'a panel'),
  deny('mirror', read(`coupleEmails/${ALICE_ENTRY}`), 'reading a couple\'s e-mails'),
  deny('mirror', read('payments'), 'reading payments'),
  deny('mirror', read('registrants'), 'reading registrants\' contact data'),
  deny('mirror', update('', { [`marks/${GOLD}/1`]: goldMarks, 'payments/p1/amount': 1 }), 'a mirrored unit together with money'),
  deny('scrutineer', set('roles/scrut/mirror', true), 'staff granting themselves the mirror'),
  deny('competitor', set(`resultsSaved/${SILVER}`, silverResults), 'results without the grant'),
  deny('visitor', set('schedule/slots/s1', heat), 'signed out'),
]);
