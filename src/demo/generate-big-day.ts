// A large competition for the whole-day benchmark (npm run bench:day): about 400 couples, 1,200
// entries and 60 events at full size, entered, numbered and seeded through the same domain operations
// as the demo, but nothing danced yet. Seeded, so every run dances the same day. The demo itself
// (generate-demo.ts) is untouched.
import { danceOrderMap } from '../domain/constants';
import { randomCode } from '../domain/constants';
import { addEntry } from '../domain/entries';
import { assignBackNumbers } from '../domain/entries';
import type { CompetitionEvent, Level, Official, Style } from '../domain/model';
import { seedEventRounds } from '../domain/rounds';
import { rebuildSummariesPatch } from '../domain/summaries';
import { paths } from '../domain/tree-paths';
import { type Tree, type TreeUpdate, applyTreeUpdate } from '../domain/tree-update';
import type { DemoJudge } from './demo-officials';
import { distinctNames } from './demo-names';
import { type ScheduledRound, runningOrder, startTimes } from './demo-schedule';
import { createPrng, type Prng } from './prng';

export const BIG_DAY_SEED = 20261125;

export interface BigDayOptions {
  /** Couples at the competition (default 400); events scale with it (60 at 400). */
  couples?: number;
  /** Events each couple enters, on average (default 3). */
  entriesPerCouple?: number;
  judges?: number;
  seed?: number;
  /** Staff accounts granted roles in the tree. */
  scrutineerUid: string;
  deckCaptainUid: string;
  /** The first round's start time (ms). */
  startsAt: number;
}

export interface BigDay {
  tree: Tree;
  judges: DemoJudge[];
  /** The floor's running order: every round of every event, once. */
  order: { eventName: string; roundNumber: number }[];
  /** entryId → the couple's true standard, to simulate the judges. */
  skills: Record<string, number>;
  entryCount: number;
}

/** Share of the couples at each step of the ladder (a collegiate field, widest at the bottom). */
const TIER_SHARE: readonly number[] = [0.42, 0.25, 0.14, 0.07, 0.04, 0.04, 0.04];

/** Events per level at 60 events, and the dances each level's events hold, per style. */
const PROGRAM: readonly { level: Level; events: number; dances: (style: Style) => string[][] }[] = [
  { level: 'Newcomer', events: 12, dances: (style) => singles(style, 3) },
  { level: 'Bronze', events: 12, dances: (style) => singles(style, 3) },
  { level: 'Silver', events: 10, dances: (style) => [first(style, 2), [dance(style, 2), dance(style, 3)], [dance(style, 1), dance(style, 2)]] },
  { level: 'Gold', events: 8, dances: (style) => [first(style, 3), first(style, 2)] },
  { level: 'Novice', events: 6, dances: (style) => [first(style, 3), first(style, 2)] },
  { level: 'Prechamp', events: 4, dances: (style) => [first(style, 4)] },
  { level: 'Championship', events: 4, dances: (style) => [first(style, 5)] },
];

const PROGRAM_STYLES: readonly Style[] = ['Standard', 'Latin', 'Smooth', 'Rhythm'];
const NIGHTCLUB_EVENTS = 4;
const NIGHTCLUB_DANCES = ['Salsa', 'Bachata', 'West Coast Swing', 'Night Club Two Step'];

const DANCE_ORDER: Readonly<Record<Style, readonly string[]>> = {
  Standard: ['Waltz', 'Tango', 'Foxtrot', 'Quickstep', 'Viennese Waltz'],
  Latin: ['ChaCha', 'Rumba', 'Samba', 'Jive', 'Paso Doble'],
  Smooth: ['Waltz', 'Foxtrot', 'Tango', 'Viennese Waltz'],
  Rhythm: ['ChaCha', 'Rumba', 'Swing', 'Bolero', 'Mambo'],
  Nightclub: NIGHTCLUB_DANCES,
};
const dance = (style: Style, i: number) => DANCE_ORDER[style][i % DANCE_ORDER[style].length];
const first = (style: Style, n: number) => Array.from({ length: Math.min(n, DANCE_ORDER[style].length) }, (_, i) => dance(style, i));
const singles = (style: Style, n: number) => Array.from({ length: n }, (_, i) => [dance(style, i)]);

interface EventSpec {
  level: Level;
  /** Ladder step of the level; the Open nightclub events take anyone. */
  tier: number | null;
  style: Style;
  dances: string[];
}

interface Couple {
  lead: string;
  follow: string;
  tier: number;
  affiliation: string;
  skill: number;
}

const TEAMS: readonly string[] = Array.from({ length: 40 }, (_, i) => `College ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? String.fromCharCode(65 + i - 26) : ''} DanceSport`);

function eventName(spec: EventSpec): string {
  return `${spec.level} ${spec.style} ${spec.dances.join(' & ')}`;
}

/** The program, scaled: each level keeps its share of the events, at least one. */
function programFor(eventCount: number): EventSpec[] {
  const scale = eventCount / 60;
  const specs: EventSpec[] = [];
  PROGRAM.forEach(({ level, events, dances }, tier) => {
    const wanted = Math.max(1, Math.round(events * scale));
    const all = PROGRAM_STYLES.flatMap((style) => dances(style).map((d) => ({ level, tier, style, dances: d })));
    // Across styles first, so a small competition still has every style at every level.
    const byStyle = PROGRAM_STYLES.map((style) => all.filter((s) => s.style === style));
    for (let i = 0; specs.filter((s) => s.level === level).length < Math.min(wanted, all.length); i++) {
      const spec = byStyle[i % byStyle.length][Math.floor(i / byStyle.length)];
      if (spec) specs.push(spec);
    }
  });
  const nightclub = Math.max(1, Math.round(NIGHTCLUB_EVENTS * scale));
  for (let i = 0; i < nightclub; i++) specs.push({ level: 'Open', tier: null, style: 'Nightclub', dances: [NIGHTCLUB_DANCES[i % NIGHTCLUB_DANCES.length]] });
  return specs;
}

function makeCouples(prng: Prng, count: number): Couple[] {
  const names = distinctNames(prng, count * 2);
  const tiers = TIER_SHARE.map((share) => Math.round(share * count));
  tiers[0] += count - tiers.reduce((a, b) => a + b, 0);
  const couples: Couple[] = [];
  tiers.forEach((n, tier) => {
    for (let i = 0; i < n; i++) {
      const k = couples.length;
      couples.push({ lead: names[2 * k], follow: names[2 * k + 1], tier, affiliation: prng.pick(TEAMS), skill: tier + 0.8 * prng.normal() });
    }
  });
  return couples;
}

/** A couple enters events at its own level or one up (or an Open nightclub event), the emptier first. */
function chooseEvents(prng: Prng, couple: Couple, specs: readonly EventSpec[], sizes: number[], wanted: number): number[] {
  const eligible = specs.map((s, i) => ({ s, i })).filter(({ s }) => s.tier === null || s.tier === couple.tier || s.tier === couple.tier + 1);
  const ranked = prng.shuffle(eligible).sort((a, b) => sizes[a.i] - sizes[b.i] + (prng.next() - 0.5) * 6);
  return ranked.slice(0, wanted).map(({ i }) => i);
}

export function makeJudges(prng: Prng, count: number): DemoJudge[] {
  return distinctNames(prng, count).map((name, i) => ({ key: `judge-${i + 1}`, name, role: 'Judge', bio: `Adjudicator ${i + 1} of the panel.` }));
}

export function generateBigDay(options: BigDayOptions): BigDay {
  const coupleCount = options.couples ?? 400;
  const prng = createPrng(options.seed ?? BIG_DAY_SEED);
  const couples = makeCouples(prng, coupleCount);
  const specs = programFor(Math.max(4, Math.round((coupleCount * 60) / 400)));
  const judges = makeJudges(prng, options.judges ?? 7);
  const perCouple = options.entriesPerCouple ?? 3;
  const sizes = specs.map(() => 0);
  const events: CompetitionEvent[] = specs.map((s) => ({ eventName: eventName(s), style: s.style, eventLevel: s.level, dances: danceOrderMap(s.style, s.dances) }));
  const skills: Record<string, number> = {};
  let entryCount = 0;
  for (const couple of couples) {
    for (const i of chooseEvents(prng, couple, specs, sizes, perCouple)) {
      const result = addEntry(events[i].entries, {
        leadName: couple.lead, followName: couple.follow, affiliation: couple.affiliation,
        registeredTime: options.startsAt - prng.int(3, 40) * 86_400_000,
      });
      if (!result.ok) continue;
      events[i] = { ...events[i], entries: result.entries };
      skills[result.entry.entryId] = couple.skill;
      sizes[i]++;
      entryCount++;
    }
  }
  let tree: Tree = {
    events: Object.fromEntries(events.filter((e) => e.entries).map((e) => [e.eventName, e])),
    judgeCodes: Object.fromEntries(judges.map((j) => [j.key, randomCode(prng.bytes)])),
    roles: {
      [options.scrutineerUid]: { scrutineer: true, email: 'scrutineer@bench.invalid' },
      [options.deckCaptainUid]: { deckCaptain: true, email: 'deck@bench.invalid' },
    },
    settings: { events: { showScheduleIndex: true, hideLevelIcons: false, highlightOtherRoundsInEvent: true, hideClearRoundsButton: false, hideGenerateRoundsButton: false, reorderAfterAddRemoveRound: true, liveScrollRefreshIndex: 0 } },
    competitionMetadata: metadata(judges, options.startsAt),
  };
  tree = applyTreeUpdate(tree, assignBackNumbers(eventsOf(tree)).update);
  for (const event of Object.values(eventsOf(tree))) tree = applyTreeUpdate(tree, seedEventRounds({ event }, { scheduleIndex: 1 }));
  const order = runningOrder(Object.values(eventsOf(tree)));
  tree = applyTreeUpdate(tree, scheduleUpdate(order, options.startsAt));
  tree = applyTreeUpdate(tree, rebuildSummariesPatch(eventsOf(tree)));
  return { tree, judges, skills, entryCount, order: order.map(({ round }) => ({ eventName: round.eventName, roundNumber: round.roundNumber })) };
}

function scheduleUpdate(order: readonly ScheduledRound[], startsAt: number): TreeUpdate {
  const times = startTimes(order, 0, startsAt);
  const update: TreeUpdate = {};
  order.forEach(({ round }, i) => {
    update[paths.roundField(round.eventName, round.roundNumber, 'scheduleIndex')] = i + 1;
    update[paths.roundField(round.eventName, round.roundNumber, 'roundStartTime')] = times[i];
  });
  return update;
}

function eventsOf(tree: Tree): Record<string, CompetitionEvent> {
  return (tree.events ?? {}) as Record<string, CompetitionEvent>;
}

function metadata(judges: readonly DemoJudge[], startsAt: number): Record<string, unknown> {
  const officials: Record<string, Official> = Object.fromEntries(judges.map(({ key, ...judge }) => [key, judge]));
  const day = new Date(startsAt).toISOString().slice(0, 10);
  return {
    fullName: 'Big Day Collegiate DanceSport Championships', primaryColor: '#1d4f91', startDate: day, endDate: day,
    resultsPageShown: true, registrationStatus: 'closed', officials,
  };
}
