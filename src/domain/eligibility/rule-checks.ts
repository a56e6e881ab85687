// One check per rule type: the violations for one dancer, each with the seats involved and a sentence.
import { STYLES, type Style } from '../model';
import type {
  AdjacentLevelsRule, EligibilityRule, EntriesPerEventRule, EventLevelsRule, EventsPerDancerRule,
  HighestLevelRule, LevelHistory, MaxLevelsPerStyleRule,
} from './eligibility-rule';
import { LEVEL_LADDER, ladderIndex, levelsInOrder, listInWords, onLadder } from './level-ladder';
import type { Dancer, Seat } from './seats';

export interface Violation {
  seats: Seat[];
  message: string;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const count = (n: number) => NUMBER_WORDS[n] ?? String(n);
const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${count(n)} times`);

function inScope(rule: EligibilityRule, style: Style): boolean {
  return rule.styles === undefined || rule.styles.includes(style);
}

function ladderSeatsByStyle(rule: EligibilityRule, dancer: Dancer): [Style, Seat[]][] {
  return STYLES.filter((style) => inScope(rule, style))
    .map((style): [Style, Seat[]] => [style, dancer.seats.filter((seat) => seat.style === style && onLadder(seat.level))])
    .filter(([, seats]) => seats.length > 0);
}

function checkMaxLevels(rule: MaxLevelsPerStyleRule, dancer: Dancer): Violation[] {
  return ladderSeatsByStyle(rule, dancer).flatMap(([style, seats]) => {
    const levels = levelsInOrder(seats.map((seat) => seat.level));
    if (levels.length <= rule.max) return [];
    return [{ seats, message: `${dancer.name} would be entered in ${listInWords(levels)} ${style}; dancers may enter at most ${count(rule.max)} level${rule.max === 1 ? '' : 's'} in a style.` }];
  });
}

function checkAdjacent(rule: AdjacentLevelsRule, dancer: Dancer): Violation[] {
  return ladderSeatsByStyle(rule, dancer).flatMap(([style, seats]) => {
    const levels = levelsInOrder(seats.map((seat) => seat.level));
    const span = ladderIndex(levels[levels.length - 1]) - ladderIndex(levels[0]) + 1;
    if (span === levels.length) return [];
    return [{ seats, message: `${dancer.name} would be entered in ${listInWords(levels)} ${style}; dancers may enter only adjacent levels in a style.` }];
  });
}

function checkHighest(rule: HighestLevelRule, dancer: Dancer, history: LevelHistory): Violation[] {
  return STYLES.filter((style) => inScope(rule, style)).flatMap((style) => {
    const seats = dancer.seats.filter((seat) => seat.style === style && onLadder(seat.level));
    const past = history[dancer.personId]?.[style];
    const pastIndex = past !== undefined && onLadder(past) ? ladderIndex(past) : -1;
    const enteredIndex = rule.countEntries ? Math.max(-1, ...seats.map((seat) => ladderIndex(seat.level))) : -1;
    const highest = Math.max(pastIndex, enteredIndex);
    if (highest === -1) return [];
    const floor = highest - rule.levelsBelowAllowed;
    const below = seats.filter((seat) => ladderIndex(seat.level) < floor);
    if (below.length === 0) return [];
    const top = LEVEL_LADDER[highest];
    const why = pastIndex === highest ? `has danced ${top} ${style} before` : `would be entered in ${top} ${style}`;
    const allowed = rule.levelsBelowAllowed === 0 ? 'below their highest level' : `more than ${count(rule.levelsBelowAllowed)} level${rule.levelsBelowAllowed === 1 ? '' : 's'} below their highest`;
    const involved = pastIndex === highest ? below : [...below, ...seats.filter((seat) => ladderIndex(seat.level) === highest)];
    return [{ seats: involved, message: `${dancer.name} ${why}, so may not dance ${listInWords(levelsInOrder(below.map((s) => s.level)))} ${style}; dancers may not dance ${allowed} in a style.` }];
  });
}

function checkEventLevels(rule: EventLevelsRule, dancer: Dancer, history: LevelHistory): Violation[] {
  return dancer.seats.filter((seat) => seat.eventName === rule.eventName).flatMap((seat) => {
    const others = dancer.seats.filter((other) => other.eventName !== rule.eventName && other.style === seat.style && onLadder(other.level));
    const past = history[dancer.personId]?.[seat.style];
    const indices = [...others.map((other) => ladderIndex(other.level)), past !== undefined ? ladderIndex(past) : -1];
    const level = Math.max(-1, ...indices);
    if (level === -1 || rule.levels.includes(LEVEL_LADDER[level])) return [];
    const name = LEVEL_LADDER[level];
    const defining = others.filter((other) => ladderIndex(other.level) === level);
    return [{ seats: [seat, ...defining], message: `${dancer.name} dances ${name} ${seat.style}; ${rule.eventName} is open only to ${listInWords(levelsInOrder(rule.levels))} dancers.` }];
  });
}

function checkEntriesPerEvent(rule: EntriesPerEventRule, dancer: Dancer): Violation[] {
  const byEvent = new Map<string, Seat[]>();
  for (const seat of dancer.seats.filter((s) => inScope(rule, s.style))) byEvent.set(seat.eventName, [...(byEvent.get(seat.eventName) ?? []), seat]);
  return [...byEvent].flatMap(([eventName, seats]) => {
    if (seats.length <= rule.max) return [];
    const partners = listInWords(seats.map((seat) => seat.partnerName));
    return [{ seats, message: `${dancer.name} would dance ${eventName} ${times(seats.length)} (with ${partners}); a dancer may dance an event ${rule.max === 1 ? 'only once' : `at most ${times(rule.max)}`}.` }];
  });
}

function checkEventsPerDancer(rule: EventsPerDancerRule, dancer: Dancer): Violation[] {
  const seats = dancer.seats.filter((seat) => inScope(rule, seat.style));
  const events = new Set(seats.map((seat) => seat.eventName));
  if (events.size <= rule.max) return [];
  const where = rule.styles ? ` in ${listInWords(rule.styles)}` : '';
  return [{ seats, message: `${dancer.name} would be entered in ${events.size} events${where}; dancers may enter at most ${rule.max}.` }];
}

export function ruleViolations(rule: EligibilityRule, dancer: Dancer, history: LevelHistory): Violation[] {
  switch (rule.kind) {
    case 'max-levels-per-style': return checkMaxLevels(rule, dancer);
    case 'adjacent-levels-only': return checkAdjacent(rule, dancer);
    case 'highest-level-blocks-lower': return checkHighest(rule, dancer, history);
    case 'event-open-to-levels': return checkEventLevels(rule, dancer, history);
    case 'max-entries-per-event': return checkEntriesPerEvent(rule, dancer);
    case 'max-events-per-dancer': return checkEventsPerDancer(rule, dancer);
  }
}
