// The demo competition: a whole database tree for the `demo` configuration, built the way the day
// builds it — entries added, back numbers assigned, rounds seeded, skipped, started, marked and
// posted through the domain operations, results computed by the scoring engine — from a fixed seed.
import { format } from 'date-fns';
import { danceOrderMap } from '../domain/constants';
import { randomCode } from '../domain/constants';
import { addEntry } from '../domain/entries';
import { assignBackNumbers } from '../domain/entries';
import { RoundState, type CompetitionEvent, type CompetitionMetadata, type PanelsRecord, type EventDisplaySettings, type Registrant, type RoleGrants, type RunningOrderRecord } from '../domain/model';
import { type EventSnapshot, roundsInOrder } from '../domain/event-snapshot';
import type { Requester } from '../domain/rounds';
import { seedEventRounds } from '../domain/rounds';
import { skipRound } from '../domain/rounds';
import { rebuildSummariesPatch } from '../domain/summaries';
import { paths } from '../domain/tree-paths';
import { type Tree, type TreeUpdate, applyTreeUpdate } from '../domain/tree-update';
import { DEMO_ACCOUNTS, DEMO_CAPTAIN_EMAIL, DEMO_COMPETITOR_EMAIL, DEMO_DANCER_EMAIL, DEMO_ORGANISER_EMAIL, DEMO_TREASURER_EMAIL, DEMO_UIDS, demoUidFor } from './demo-accounts';
import { demoCoupleRecords, demoDuplicateEntry } from './demo-couple-records';
import { entryIdFor } from '../domain/entries';
import { coupleEmailsPatch } from '../domain/people';
import { DEMO_FEE_SCHEDULE, demoFeeRecords } from './demo-fees';
import { computeCharges, computeStatement, displayTierPrices, receiptUids, withReceipts } from '../domain/money';
import { type DemoCouple, chooseEntrants, makeCouples, nightclubPartnerships } from './demo-couples';
import { DEMO_EVENT_SPECS, demoEventName } from './demo-events';
import { DEMO_JUDGES, DEMO_OFFICIALS, DEMO_OFFICIAL_NAMES, DEMO_ORGANIZERS } from './demo-officials';
import { playRound } from './play-round';
import { DEMO_LETTERS, demoPanels } from './demo-panels';
import { isOnRoundPanel } from '../domain/panels';
import { type Prng, createPrng } from './prng';
import { type ScheduledRound, runningOrder, startTimes } from './demo-schedule';
import { demoRunningOrderPatch } from './demo-running-order';
import { dayModelOf, roundFieldsInStepPatch, scheduleSettingsOf } from '../domain/running-order';
import { demoEligibility } from './demo-eligibility';

export const DEMO_SEED = 20261122;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The event whose small field makes the organiser skip its semi-final. */
const SKIPPED_EVENT = 'Bronze Rhythm ChaCha';

/** Share of the day's rounds already danced when the demo opens. */
const DAY_PROGRESS = 0.6;

export interface DemoOptions {
  /**
   * uid of each demo account (by e-mail), to grant roles and own the competitor's registration.
   * Default: the accounts' fixed uids; `{}` leaves roles and registrants out.
   */
  uids?: Readonly<Record<string, string>>;
  seed?: number;
}

const ORGANISER: Requester = { actor: 'organiser', judgeKeys: DEMO_JUDGES.map((judge) => judge.key) };

export function generateDemoCompetition(now: number, options: DemoOptions = {}): Tree {
  const prng = createPrng(options.seed ?? DEMO_SEED);
  const couples = makeCouples(prng, DEMO_OFFICIAL_NAMES);
  const uids = options.uids ?? DEMO_UIDS;
  const competitorUid = uids[DEMO_COMPETITOR_EMAIL];
  const skills: Record<string, number> = {};
  const captain = { uid: uids[DEMO_CAPTAIN_EMAIL], team: couples.find((c) => c.affiliation !== couples[0].affiliation && c.affiliation !== 'TBA')?.affiliation };
  const events = enteredEvents(prng, couples, now, skills, competitorUid, captain);
  let tree: Tree = {
    events: Object.fromEntries(events.map((event) => [event.eventName, event])),
    settings: { events: DISPLAY_SETTINGS },
    judgeCodes: Object.fromEntries(DEMO_JUDGES.map((judge) => [judge.key, randomCode(prng.bytes)])),
    ...accountRecords(uids, couples[0], now),
  };
  tree = applyTreeUpdate(tree, assignBackNumbers(eventsOf(tree)).update);
  for (const event of Object.values(eventsOf(tree))) tree = applyTreeUpdate(tree, seedEventRounds({ event }, { scheduleIndex: 1 }));
  tree = applyTreeUpdate(tree, skipRound(snapshotOf(tree, SKIPPED_EVENT), 1, ORGANISER));
  tree = applyTreeUpdate(tree, { [paths.panels()]: demoPanels(eventsOf(tree)) });
  const day = runTheDay(tree, prng, skills, now);
  const played = applyTreeUpdate(day.tree, demoDuplicateEntry(eventsOf(day.tree), now) ?? {});
  const organiserUid = uids[DEMO_ORGANISER_EMAIL] ?? demoUidFor(DEMO_ORGANISER_EMAIL);
  const withCouples = applyTreeUpdate(played, {
    ...demoCoupleRecords(eventsOf(played), organiserUid, new Set(competitorUid === undefined ? [] : [competitorUid])),
    // The competitor's couple names both dancers' e-mails: the dancer account manages it too.
    ...coupleEmailsPatch(entryIdFor(couples[0].lead, couples[0].follow), undefined, { lead: DEMO_COMPETITOR_EMAIL, follow: DEMO_DANCER_EMAIL }),
  });
  // The running order (heats, a split round, a shared floor, the floor's record) follows the day as played.
  const ordered = applyTreeUpdate(withCouples, demoRunningOrderPatch(eventsOf(withCouples), now));
  // The rounds' scheduleIndex/roundStartTime say what the running order says (issue 29), as on a migrated day.
  const withOrder = applyTreeUpdate(ordered, roundFieldsInStepOf(ordered, now));
  const metadata = demoMetadata(now, day.firstStart);
  tree = applyTreeUpdate(withOrder, {
    [paths.competitionMetadata()]: metadata,
    [paths.eligibility()]: demoEligibility(eventsOf(withOrder), uids[DEMO_ORGANISER_EMAIL] ?? 'demo-organiser', now),
  });
  tree = applyTreeUpdate(tree, demoMoney(eventsOf(tree), metadata, now, uids[DEMO_TREASURER_EMAIL] ?? 'demo-treasurer'));
  // The public summaries the app's writer keeps in step with events (spectators' pages read them).
  return applyTreeUpdate(tree, rebuildSummariesPatch(eventsOf(tree)));
}

/** Fees and payments (one team paid in full, one partly, the rest unpaid), with each account's copies. */
function demoMoney(events: Record<string, CompetitionEvent>, metadata: CompetitionMetadata, now: number, treasurerUid: string): TreeUpdate {
  const { schedule, payments } = demoFeeRecords(events, metadata, now, treasurerUid);
  const statement = computeStatement(computeCharges({ schedule, dates: metadata, events }), []);
  let patch: TreeUpdate = { [paths.feeSchedule()]: schedule };
  for (const payment of Object.values(payments)) {
    patch = withReceipts({ ...patch, [paths.payment(payment.paymentId)]: payment }, payment, receiptUids(payment.payer, statement, events));
  }
  return patch;
}

/**
 * Entries go in through addEntry, as registrations do; the competitor account registered couple 0, the team
 * captain every other couple of one team.
 */
function enteredEvents(
  prng: Prng, couples: DemoCouple[], now: number, skills: Record<string, number>, competitorUid?: string,
  captain: { uid?: string; team?: string } = {},
): CompetitionEvent[] {
  return DEMO_EVENT_SPECS.map((spec) => {
    const entrants = spec.style === 'Nightclub' ? nightclubPartnerships(prng, couples, spec.size) : chooseEntrants(prng, couples, spec);
    let event: CompetitionEvent = { eventName: demoEventName(spec), style: spec.style, eventLevel: spec.level, dances: danceOrderMap(spec.style, spec.dances) };
    for (const couple of entrants) {
      const mine = couple === couples[0] && competitorUid !== undefined;
      const captains = !mine && captain.uid !== undefined && couple.affiliation === captain.team;
      const result = addEntry(event.entries, {
        leadName: couple.lead,
        followName: couple.follow,
        affiliation: couple.affiliation,
        ...(couple.affiliationOther !== undefined ? { affiliationOther: couple.affiliationOther } : {}),
        registeredTime: now - prng.int(3, 40) * DAY - prng.int(0, DAY - 1),
        ...(mine ? { registeredBy: competitorUid } : {}),
        ...(captains ? { registeredBy: captain.uid } : {}),
      });
      if (!result.ok) continue;
      event = { ...event, entries: result.entries };
      skills[result.entry.entryId] = couple.skill;
    }
    return event;
  });
}

/** The migration of the demo's stored day: the rounds' legacy fields written from its day model. */
function roundFieldsInStepOf(tree: Tree, now: number): TreeUpdate {
  const schedule = (tree[paths.schedule()] ?? {}) as RunningOrderRecord;
  const input = { events: eventsOf(tree), slots: schedule.slots ?? {}, settings: scheduleSettingsOf(schedule.settings) };
  return roundFieldsInStepPatch(dayModelOf(input, now), input.events);
}

/** The day so far: rounds before the cursor danced and posted, one left Marked, the cursor Running. */
function runTheDay(start: Tree, prng: Prng, skills: Readonly<Record<string, number>>, now: number): { tree: Tree; firstStart: number } {
  let tree = start;
  const order = runningOrder(Object.values(eventsOf(tree)));
  const cursor = runningIndex(order.map((s) => s.round.roundState), Math.floor(order.length * DAY_PROGRESS));
  const times = startTimes(order, cursor, Math.floor((now - 4 * MINUTE) / MINUTE) * MINUTE);
  const scheduleUpdate: TreeUpdate = {};
  order.forEach(({ round }, i) => {
    scheduleUpdate[paths.roundField(round.eventName, round.roundNumber, 'scheduleIndex')] = i + 1;
    scheduleUpdate[paths.roundField(round.eventName, round.roundNumber, 'roundStartTime')] = times[i];
  });
  tree = applyTreeUpdate(tree, scheduleUpdate);
  const marked = markedIndex(order, cursor);
  for (let i = 0; i <= cursor; i++) {
    const { round } = order[i];
    if (round.roundState === RoundState.Skipped) continue;
    const context = { officials: Object.fromEntries(DEMO_JUDGES.map(({ key, ...judge }) => [key, judge])), panels: tree.panels as PanelsRecord | undefined };
    tree = playRound(tree, (t) => snapshotOf(t, round.eventName), round.roundNumber, {
      prng,
      judges: DEMO_JUDGES.filter((judge) => isOnRoundPanel(context, round.eventName, round.roundNumber, judge.key)),
      letters: DEMO_LETTERS,
      skills,
      stopAt: i === cursor ? 'running' : i === marked ? 'marked' : 'posted',
      startedAt: times[i],
      finishedAt: i === cursor ? now : times[i + 1],
    });
  }
  return { tree, firstStart: times[0] };
}

/** The first round from `from` on that is not skipped: the one on the floor now. */
function runningIndex(states: readonly RoundState[], from: number): number {
  for (let i = from; i < states.length; i++) if (states[i] !== RoundState.Skipped) return i;
  throw new Error('The demo schedule has no round left to run.');
}

/** The latest danced round before the cursor whose event dances nothing more before it: left Marked, awaiting posting. */
function markedIndex(order: readonly ScheduledRound[], cursor: number): number {
  const position = new Map(order.map(({ round }, i) => [round.roundId, i]));
  for (let i = cursor - 1; i >= 0; i--) {
    const { event, round } = order[i];
    const later = roundsInOrder(event).filter((r) => r.roundNumber > round.roundNumber);
    if (round.roundState !== RoundState.Skipped && later.every((r) => (position.get(r.roundId) ?? 0) > cursor)) return i;
  }
  return -1;
}

function eventsOf(tree: Tree): Record<string, CompetitionEvent> {
  return (tree.events ?? {}) as Record<string, CompetitionEvent>;
}

export function snapshotOf(tree: Tree, eventName: string): EventSnapshot {
  const event = eventsOf(tree)[eventName];
  if (!event) throw new Error(`The demo tree has no event ${eventName}.`);
  const marks = (tree.marks as Record<string, EventSnapshot['marks']> | undefined)?.[eventName];
  const results = (tree.resultsSaved as Record<string, EventSnapshot['results']> | undefined)?.[eventName];
  return { event, ...(marks ? { marks } : {}), ...(results ? { results } : {}) };
}

const DISPLAY_SETTINGS: EventDisplaySettings = {
  showScheduleIndex: true,
  hideLevelIcons: false,
  highlightOtherRoundsInEvent: true,
  hideClearRoundsButton: false,
  hideGenerateRoundsButton: false,
  reorderAfterAddRemoveRound: true,
  liveScrollRefreshIndex: 0,
};

/** Role grants for the staff accounts and the competitor's private registration record. */
function accountRecords(uids: Readonly<Record<string, string>>, ownCouple: DemoCouple, now: number): Tree {
  const roles: Record<string, RoleGrants> = {};
  for (const account of DEMO_ACCOUNTS) {
    const uid = uids[account.email];
    if (uid === undefined || (account.roles.length === 0 && !account.teamCaptain)) continue;
    roles[uid] = { email: account.email, ...Object.fromEntries(account.roles.map((role) => [role, true])), ...(account.teamCaptain ? { teamCaptain: true } : {}) };
  }
  const competitorUid = uids[DEMO_COMPETITOR_EMAIL];
  const registrants: Record<string, Registrant> = competitorUid === undefined ? {} : {
    [competitorUid]: {
      email: DEMO_COMPETITOR_EMAIL, leadName: ownCouple.lead, followName: ownCouple.follow,
      waiverAcceptedAt: now - 45 * DAY, mediaReleaseAcceptedAt: now - 45 * DAY, createdAt: now - 45 * DAY,
    },
  };
  return {
    ...(Object.keys(roles).length > 0 ? { roles } : {}),
    ...(Object.keys(registrants).length > 0 ? { registrants } : {}),
  };
}

/** Registration open now (regular tier), the competition on today's date and tomorrow's. */
export function demoMetadata(now: number, firstRoundStart: number): CompetitionMetadata {
  // The day on this machine's clock: the demo is seeded where it is shown, so its rounds fall on its dates.
  const day = (ms: number) => format(ms, 'yyyy-MM-dd');
  return {
    fullName: 'Demo Collegiate DanceSport Championships',
    primaryColor: '#7b2d5b',
    startDate: day(firstRoundStart),
    endDate: day(firstRoundStart + DAY),
    dateRegistrationEarly: now - 21 * DAY,
    dateRegistrationOpen: now + DAY,
    dateRegistrationClosed: now + DAY + 12 * 60 * MINUTE,
    // The registration page's prices follow the fee schedule's per-dancer fee.
    ...displayTierPrices(DEMO_FEE_SCHEDULE),
    resultsPageShown: true,
    registrationStatus: 'auto',
    socials: { website: 'https://example.org/demo-dancesport', instagram: '@demo_dancesport' },
    officials: {
      ...Object.fromEntries(DEMO_JUDGES.map(({ key, ...judge }) => [key, judge])),
      ...DEMO_OFFICIALS,
    },
    organizers: { ...DEMO_ORGANIZERS },
  };
}

