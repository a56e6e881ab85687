// The generated order checked against every constraint, from its heats and times alone (not from what the
// placing meant to do): each broken constraint is listed by name with the first places it is broken, and
// the figures the preview shows are measured here.
import type { ScheduleSettings } from '../../model';
import type { Clash } from '../clashes';
import { floorChangeMsOf, floorNameOf } from '../settings';
import type { BrokenConstraint, ConstraintName, FixedBreak, FloorFigures } from './generate-options';
import type { HeatsToPlace, PlanHeat } from './plan-heats';

export interface TimedHeat {
  heat: PlanHeat;
  number: number;
  floor: string;
  start: number;
  end: number;
}

export interface CheckOptions {
  settings: ScheduleSettings;
  floors: readonly string[];
  breaks: readonly FixedBreak[];
  resultsGapMs: number;
  styleBlocks: boolean;
  levelOrder: boolean;
  targetEnd?: number;
}

const MINUTE = 60_000;
const SHOWN = 3;

class Findings {
  private readonly found = new Map<ConstraintName, string[]>();
  add(name: ConstraintName, where: string): void {
    const list = this.found.get(name) ?? [];
    list.push(where);
    this.found.set(name, list);
  }
  list(): BrokenConstraint[] {
    return [...this.found].map(([constraint, places]) => ({
      constraint, count: places.length,
      message: `${SENTENCES[constraint]}: ${places.slice(0, SHOWN).join('; ')}${places.length > SHOWN ? `; and ${places.length - SHOWN} more` : ''}.`,
    }));
  }
}

const SENTENCES: Record<ConstraintName, string> = {
  'two-floors-at-once': 'A dancer is on two floors at once',
  'rest-between-heats': 'Too little rest between a dancer\'s heats',
  'results-before-next-round': 'A round starts before the results of the round before are ready',
  'floor-capacity': 'More couples than the floor takes',
  'fixed-breaks': 'A heat runs into a fixed break',
  'style-blocks': 'A style comes back after its block',
  'level-order': 'Events are out of level order',
  'target-end': 'The day ends after the target end',
};

function byPerson(heats: readonly TimedHeat[]): Map<number, TimedHeat[]> {
  const out = new Map<number, TimedHeat[]>();
  for (const timed of heats) for (const p of timed.heat.people) {
    const list = out.get(p) ?? [];
    list.push(timed);
    out.set(p, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.start - b.start || a.number - b.number);
  return out;
}

const breaksBetween = (breaks: readonly FixedBreak[], from: number, to: number) => breaks.some((b) => b.at >= from && b.at < to);

function checkDancers(heats: readonly TimedHeat[], plan: HeatsToPlace, options: CheckOptions, findings: Findings): number | null {
  const change = floorChangeMsOf(options.settings);
  const k = options.settings.minHeatsApart;
  const indexOnFloor = new Map<TimedHeat, number>();
  for (const floor of options.floors) heats.filter((h) => h.floor === floor).sort((a, b) => a.start - b.start).forEach((h, i) => indexOnFloor.set(h, i));
  let smallest: number | null = null;
  for (const [p, list] of byPerson(heats)) {
    const name = plan.personNames[p];
    const lastOnFloor = new Map<string, TimedHeat>();
    list.forEach((h, i) => {
      const before = list[i - 1];
      // The parts of one split round: a round not yet filled names everyone who may dance it in each part.
      if (before !== undefined && !(h.heat.group !== -1 && before.heat.group === h.heat.group)) {
        const gap = h.start - before.end;
        smallest = smallest === null ? gap : Math.min(smallest, gap);
        if (gap < 0) findings.add('two-floors-at-once', `${name} in heat ${before.number} (${floorNameOf(options.settings, before.floor)}) and heat ${h.number} (${floorNameOf(options.settings, h.floor)})`);
        else if (before.floor !== h.floor && gap < change) findings.add('rest-between-heats', `${name} has ${Math.round(gap / MINUTE)} min from heat ${before.number} to heat ${h.number} on another floor`);
      }
      // K counts the floor's heats between two of a dancer who stayed on it (the floor of their heat before).
      const same = before !== undefined && before.floor === h.floor ? lastOnFloor.get(h.floor) : undefined;
      if (same !== undefined && k > 0 && !(h.heat.group !== -1 && same.heat.group === h.heat.group) && !breaksBetween(options.breaks, same.end, h.start)) {
        const between = (indexOnFloor.get(h) ?? 0) - (indexOnFloor.get(same) ?? 0) - 1;
        if (between < k) findings.add('rest-between-heats', `${name} dances heats ${same.number} and ${h.number} with ${between} between`);
      }
      lastOnFloor.set(h.floor, h);
    });
  }
  return smallest === null ? null : smallest / MINUTE;
}

function checkRounds(heats: readonly TimedHeat[], plan: HeatsToPlace, options: CheckOptions, findings: Findings): void {
  const spans = new Map<string, { start: number; end: number; label: string }>();
  for (const h of heats) for (const key of h.heat.roundKeys) {
    const span = spans.get(key);
    spans.set(key, { start: Math.min(span?.start ?? h.start, h.start), end: Math.max(span?.end ?? h.end, h.end), label: key });
  }
  for (const [key, before] of plan.roundBefore) {
    const next = spans.get(key);
    const prev = spans.get(before);
    if (next && prev && next.start < prev.end + options.resultsGapMs) findings.add('results-before-next-round', `${key} starts ${Math.round((prev.end + options.resultsGapMs - next.start) / MINUTE)} min too early after ${before}`);
  }
  for (const h of heats) {
    if (h.heat.couples > h.heat.capacity) findings.add('floor-capacity', `heat ${h.number} has ${h.heat.couples} couples for ${h.heat.capacity}`);
    const clash = options.breaks.find((b) => h.start < b.at + b.minutes * MINUTE && b.at < h.end);
    if (clash) findings.add('fixed-breaks', `heat ${h.number} runs into ${clash.label}`);
  }
}

function checkOrdering(heats: readonly TimedHeat[], options: CheckOptions, findings: Findings): void {
  if (options.styleBlocks) {
    for (const floor of options.floors) {
      const seen = new Set<string>();
      let current: string | null = null;
      for (const h of heats.filter((x) => x.floor === floor).sort((a, b) => a.start - b.start)) {
        if (h.heat.style === current) continue;
        if (seen.has(h.heat.style)) findings.add('style-blocks', `${h.heat.style} again at heat ${h.number} on ${floorNameOf(options.settings, floor)}`);
        seen.add(h.heat.style);
        current = h.heat.style;
      }
    }
  }
  if (options.levelOrder) {
    const firstOf = new Map<string, TimedHeat>();
    for (const h of [...heats].sort((a, b) => a.start - b.start)) if (!firstOf.has(h.heat.eventName)) firstOf.set(h.heat.eventName, h);
    const highest = new Map<string, TimedHeat>();
    for (const h of firstOf.values()) {
      const top = highest.get(h.heat.style);
      if (top !== undefined && top.heat.levelRank > h.heat.levelRank) findings.add('level-order', `${h.heat.eventName} (heat ${h.number}) after ${top.heat.eventName} (heat ${top.number})`);
      if (top === undefined || top.heat.levelRank < h.heat.levelRank) highest.set(h.heat.style, h);
    }
  }
}

export interface CheckResult {
  broken: BrokenConstraint[];
  smallestChangeGapMinutes: number | null;
}

/**
 * `knownClashes`: the clash check of the stored order for the couples known now (findClashes). The placing
 * plans for everyone who may dance a round; a couple known now may still clash where that plan saw a change of
 * floor (a round that dancer was not recalled to), so those clashes are listed too.
 */
export function checkOrder(heats: readonly TimedHeat[], plan: HeatsToPlace, options: CheckOptions, knownClashes: readonly Clash[] = []): CheckResult {
  const findings = new Findings();
  for (const clash of knownClashes) findings.add(clash.reason === 'same-time' || clash.reason === 'same-heat' ? 'two-floors-at-once' : 'rest-between-heats', clash.message.replace(/\.$/u, ''));
  const smallest = checkDancers(heats, plan, options, findings);
  checkRounds(heats, plan, options, findings);
  checkOrdering(heats, options, findings);
  const end = Math.max(...heats.map((h) => h.end));
  if (options.targetEnd !== undefined && heats.length > 0 && end > options.targetEnd) {
    findings.add('target-end', `the last heat ends ${Math.ceil((end - options.targetEnd) / MINUTE)} min after it`);
  }
  return { broken: findings.list(), smallestChangeGapMinutes: smallest };
}

export function floorFigures(heats: readonly TimedHeat[], floors: readonly string[], idleMs: ReadonlyMap<string, number>): FloorFigures[] {
  return floors.map((floor) => {
    const own = heats.filter((h) => h.floor === floor);
    return { floor, heats: own.length, end: own.length > 0 ? Math.max(...own.map((h) => h.end)) : 0, idleMinutes: Math.round((idleMs.get(floor) ?? 0) / MINUTE) };
  });
}
