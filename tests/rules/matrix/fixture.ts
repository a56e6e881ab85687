// The tree every matrix case starts from: one competition on its day, valid under the rules
// (a case checks that the organiser can write it back whole), with a round in every state the rules care about.
import { competitorIdFor } from '../../../src/domain/competitors/index.ts';
import { entryIdFor } from '../../../src/domain/entries/index.ts';
import { emailKeyFor } from '../../../src/domain/people/index.ts';
import type { Json } from './case.ts';

/** Fixed instants, so a case's data never depends on when the suite runs. */
export const PAST = Date.UTC(2026, 10, 1, 9, 0, 0);
export const FUTURE = Date.UTC(2100, 0, 1);
export const CLOSE_DATE_PAST = Date.UTC(2026, 0, 15);

export const CODE_J1 = 'K7M3P9Q';
export const CODE_J2 = 'R4T8W2X';
export const OLD_CODE_J1 = 'H2N6V5Y';

/** A recall round with three couples, Running; Waltz and Tango. */
export const GOLD = 'Gold Standard';
/** A final with three couples (recallSize 3), Running; ChaCha and Rumba. */
export const BRONZE = 'Bronze Latin';
/** A final that is Marked (4). */
export const SILVER = 'Silver Smooth';

// Keys and ids made by the app's own functions, as the rules require for competitors' entries.
export const ALICE_ENTRY = entryIdFor('Alice Smith', 'Sam Jones');
export const BOB_ENTRY = entryIdFor('Bob Lee', 'Mia Chen');
export const CAROL_ENTRY = entryIdFor('Carol Diaz', 'Tom Ward');

/** Sam Jones's address: alice's couple names it as the follower's (the `dancer` actor signs in with it). */
export const SAM_EMAIL = 'sam.jones@riverbend.example';

/** The identity fields of an entry for this couple: entryId, names, leadId, followId. */
export function coupleFields(lead: string, follow: string): Record<string, Json> {
  return { entryId: entryIdFor(lead, follow), leadName: lead, followName: follow, leadId: competitorIdFor(lead), followId: competitorIdFor(follow) };
}

function entry(lead: string, follow: string, affiliation: string, leadNumber: number, registeredBy?: string): Json {
  const record: Record<string, Json> = { ...coupleFields(lead, follow), affiliation, registeredTime: PAST, leadNumber };
  if (registeredBy) record.registeredBy = registeredBy;
  return record;
}

/** A couple record (issue 19) for these names, owned by `ownerUid`, with the owner's slot when given. */
export function coupleRecord(lead: string, follow: string, affiliation: string, ownerUid: string, slot?: number): Record<string, Json> {
  const { entryId, ...names } = coupleFields(lead, follow);
  return { coupleId: entryId, ...names, affiliation, ownerUid, createdAt: PAST, ...(slot !== undefined ? { slot } : {}) };
}

function person(name: string, affiliation: string): Json {
  return { personId: competitorIdFor(name), name, affiliation };
}

function roundEntry(lead: string, follow: string, affiliation: string, leadNumber: number): Json {
  return { leadName: lead, followName: follow, affiliation, leadNumber };
}

const goldEntries = {
  [ALICE_ENTRY]: entry('Alice Smith', 'Sam Jones', 'Cornell DanceSport', 101, 'alice'),
  [BOB_ENTRY]: entry('Bob Lee', 'Mia Chen', 'CMU Ballroom', 102, 'bob'),
  // Added by the organiser at the desk: no registeredBy.
  [CAROL_ENTRY]: entry('Carol Diaz', 'Tom Ward', 'TBA', 103),
};

const goldFloor = {
  [ALICE_ENTRY]: roundEntry('Alice Smith', 'Sam Jones', 'Cornell DanceSport', 101),
  [BOB_ENTRY]: roundEntry('Bob Lee', 'Mia Chen', 'CMU Ballroom', 102),
  [CAROL_ENTRY]: roundEntry('Carol Diaz', 'Tom Ward', 'TBA', 103),
};

/** A recorded team payment (Cornell) and another account's (CMU, bob's): the ledger and the copies. */
/**
 * The fixture's events are under way (Gold's first round is Running, Bronze's and Silver's finals Running and
 * Marked), so a competitor can neither enter nor withdraw (issue 31). Seeding this puts every first round back
 * to Initialized: the day before, when entries still change.
 */
export const FIRST_ROUNDS_NOT_STARTED: Record<string, Json> = {
  [`events/${GOLD}/rounds/1/roundState`]: 0,
  [`events/${BRONZE}/rounds/1/roundState`]: 0,
  [`events/${SILVER}/rounds/1/roundState`]: 0,
};
export const BEFORE_THE_DAY = { seed: FIRST_ROUNDS_NOT_STARTED, seedNote: 'first rounds not started' };

/** Every case of an area played the day before (its own seed on top), for areas about entries changing hands. */
export function beforeTheDay<C extends { seed?: Readonly<Record<string, Json>>; seedNote?: string }>(cases: readonly C[]): C[] {
  return cases.map((c) => ({
    ...c,
    seed: { ...FIRST_ROUNDS_NOT_STARTED, ...c.seed },
    seedNote: c.seed ? `first rounds not started; ${c.seedNote ?? Object.keys(c.seed).join(', ')}` : 'first rounds not started',
  }));
}

export const PAYMENT_P1 = { paymentId: 'p1', payer: { kind: 'team', affiliation: 'Cornell DanceSport' }, amount: 7000, method: 'cheque', reference: 'Cheque 12', recordedBy: 'treas', recordedAt: PAST };
const PAYMENT_P2 = { paymentId: 'p2', payer: { kind: 'team', affiliation: 'CMU Ballroom' }, amount: 2000, method: 'cash', recordedBy: 'treas', recordedAt: PAST };

function round(eventName: string, n: number, roundName: string, roundState: number, recallSize: number, scheduleIndex: number, entries: Json): Json {
  return { roundId: `${eventName}-R${n}`, roundName, roundNumber: n, eventName, scheduleIndex, recallSize, roundState, roundStartTime: FUTURE, entries };
}

export function baseTree(): Record<string, Json> {
  // Cloned so that overrides never touch the shared entry records above.
  return structuredClone({
    competitionMetadata: {
      fullName: 'Riverbend Collegiate DanceSport Classic',
      primaryColor: '#7a1f2b',
      startDate: '2026-11-28',
      endDate: '2026-11-29',
      dateRegistrationOpen: PAST,
      paymentTierOpen: 25,
      resultsPageShown: true,
      registrationStatus: 'open',
      socials: { website: 'https://dance.riverbend.example' },
      officials: {
        j1: { name: 'Ada Moreno', role: 'Judge', bio: 'Adjudicator since 2009.' },
        j2: { name: 'Ben Okafor', role: 'Judge' },
        mc1: { name: 'Cy Park', role: 'MC' },
      },
      organizers: { o1: { name: 'Dana Fox', role: 'Organizer' } },
    },
    events: {
      [GOLD]: {
        eventName: GOLD, style: 'Standard', eventLevel: 'Gold', dances: { Waltz: 0, Tango: 1 },
        entries: goldEntries,
        rounds: {
          1: round(GOLD, 1, 'Semi-Final', 2, 2, 3, goldFloor),
          2: round(GOLD, 2, 'Final', 0, 2, 9, {
            [ALICE_ENTRY]: roundEntry('Alice Smith', 'Sam Jones', 'Cornell DanceSport', 101),
            [BOB_ENTRY]: roundEntry('Bob Lee', 'Mia Chen', 'CMU Ballroom', 102),
          }),
        },
      },
      [BRONZE]: {
        eventName: BRONZE, style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0, Rumba: 1 },
        entries: goldEntries,
        rounds: { 1: round(BRONZE, 1, 'Final', 2, 3, 4, goldFloor) },
      },
      [SILVER]: {
        eventName: SILVER, style: 'Smooth', eventLevel: 'Silver', dances: { Waltz: 0 },
        rounds: { 1: round(SILVER, 1, 'Final', 4, 3, 1, goldFloor) },
      },
    },
    marks: {
      [GOLD]: {
        1: {
          j1: { dances: { Waltz: { [ALICE_ENTRY]: 1, [BOB_ENTRY]: 0 } } },
          j2: { dances: { Waltz: { [ALICE_ENTRY]: 1 } } },
        },
      },
      [SILVER]: {
        1: { j1: { dances: { Waltz: { [ALICE_ENTRY]: 1, [BOB_ENTRY]: 2, [CAROL_ENTRY]: 3 } }, submittedAt: PAST } },
      },
    },
    resultsSaved: {
      [SILVER]: {
        1: { placements: { [ALICE_ENTRY]: 1, [BOB_ENTRY]: 2, [CAROL_ENTRY]: 3 }, finalTable: { Waltz: { [ALICE_ENTRY]: 1 } } },
        finalResults: { 1: { entryId: ALICE_ENTRY, place: 1 } },
      },
    },
    settings: { events: { showScheduleIndex: true, liveScrollRefreshIndex: 0.25 } },
    roles: {
      org: { organiser: true, email: 'dana@riverbend.example' },
      scrut: { scrutineer: true },
      chair: { chairman: true },
      deck: { deckCaptain: true },
      mc: { mc: true },
      treas: { treasurer: true },
      mirror: { mirror: true },
    },
    judgeCodes: { j1: CODE_J1, j2: CODE_J2, mc1: 'M4C9D3E' },
    judgeSessions: {
      'tablet-j1': { judgeKey: 'j1', code: CODE_J1, boundAt: PAST },
      'tablet-j2': { judgeKey: 'j2', code: CODE_J2, boundAt: PAST },
      // Bound before the organiser replaced j1's code.
      'tablet-old': { judgeKey: 'j1', code: OLD_CODE_J1, boundAt: PAST },
    },
    // Money (issue 18): a schedule, one team payment for Cornell, and its copy for alice (who entered a Cornell couple).
    fees: { schedule: { currency: 'USD', dancerFee: { regular: 3500 }, entryFee: { regular: 500 }, refund: { kind: 'none' } } },
    payments: { p1: PAYMENT_P1, p2: PAYMENT_P2 },
    accountPayments: { alice: { p1: PAYMENT_P1 }, bob: { p2: PAYMENT_P2 } },
    // One couple, one record (issue 19): alice's and bob's couples hold their owner's slot 0; the desk's
    // couple belongs to the organiser and claims none.
    couples: {
      [ALICE_ENTRY]: coupleRecord('Alice Smith', 'Sam Jones', 'Cornell DanceSport', 'alice', 0),
      [BOB_ENTRY]: coupleRecord('Bob Lee', 'Mia Chen', 'CMU Ballroom', 'bob', 0),
      [CAROL_ENTRY]: coupleRecord('Carol Diaz', 'Tom Ward', 'TBA', 'org'),
    },
    accountCouples: { alice: { 0: ALICE_ENTRY }, bob: { 0: BOB_ENTRY } },
    // The dancers' e-mails of alice's couple (private), with their reverse index.
    coupleEmails: { [ALICE_ENTRY]: { lead: 'alice@riverbend.example', follow: SAM_EMAIL } },
    emailCouples: { [emailKeyFor('alice@riverbend.example')]: { [ALICE_ENTRY]: true }, [emailKeyFor(SAM_EMAIL)]: { [ALICE_ENTRY]: true } },
    people: Object.fromEntries([
      ['Alice Smith', 'Cornell DanceSport'], ['Sam Jones', 'Cornell DanceSport'], ['Bob Lee', 'CMU Ballroom'], ['Mia Chen', 'CMU Ballroom'],
      ['Carol Diaz', 'TBA'], ['Tom Ward', 'TBA'],
    ].map(([name, team]) => [competitorIdFor(name), person(name, team)])),
    registrants: {
      alice: { email: 'alice@riverbend.example', leadName: 'Alice Smith', waiverAcceptedAt: PAST, mediaReleaseAcceptedAt: PAST, createdAt: PAST },
      bob: { email: 'bob@riverbend.example', waiverAcceptedAt: PAST, mediaReleaseAcceptedAt: PAST, createdAt: PAST },
    },
  });
}

/** The base tree with `overrides` (path → value; null removes) applied. */
export function treeWith(overrides: Readonly<Record<string, Json>> = {}): Record<string, Json> {
  const tree = baseTree();
  for (const [path, value] of Object.entries(overrides)) setAt(tree, path.split('/'), value);
  return tree;
}

function setAt(tree: Record<string, Json>, segments: string[], value: Json): void {
  let node: Record<string, Json> = tree;
  for (const segment of segments.slice(0, -1)) {
    const next = node[segment];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[segment] = {};
    node = node[segment] as Record<string, Json>;
  }
  const last = segments[segments.length - 1];
  if (value === null) delete node[last];
  else node[last] = value;
}
