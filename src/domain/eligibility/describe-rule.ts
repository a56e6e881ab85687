// A rule in words, for the organiser's list and the public rules page: what it allows, and where.
import { listInWords, levelsInOrder } from './level-ladder';
import type { EligibilityRule, EligibilityRuleKind } from './eligibility-rule';

/** The rule types as the organiser chooses them, in the order the form offers them. */
export const RULE_KIND_LABELS: Readonly<Record<EligibilityRuleKind, string>> = {
  'max-levels-per-style': 'Maximum levels per dancer in a style',
  'adjacent-levels-only': 'Adjacent levels only',
  'highest-level-blocks-lower': 'Highest level danced blocks lower ones',
  'event-open-to-levels': 'Event open only to some levels',
  'max-entries-per-event': 'Times a dancer may dance one event',
  'max-events-per-dancer': 'Maximum events per dancer',
};

const levels = (n: number) => `${n} level${n === 1 ? '' : 's'}`;

function body(rule: EligibilityRule): string {
  switch (rule.kind) {
    case 'max-levels-per-style': return `A dancer may enter at most ${levels(rule.max)} in a style.`;
    case 'adjacent-levels-only': return 'A dancer may enter only adjacent levels in a style.';
    case 'highest-level-blocks-lower': {
      const from = rule.countEntries ? 'their highest level (past results or this competition\'s entries)' : 'their highest level in past results';
      return rule.levelsBelowAllowed === 0
        ? `A dancer may not dance below ${from}.`
        : `A dancer may not dance more than ${levels(rule.levelsBelowAllowed)} below ${from}.`;
    }
    case 'event-open-to-levels': return `${rule.eventName} is open only to ${listInWords(levelsInOrder(rule.levels))} dancers.`;
    case 'max-entries-per-event': return rule.max === 1 ? 'A dancer may dance an event only once.' : `A dancer may dance an event at most ${rule.max} times.`;
    case 'max-events-per-dancer': return `A dancer may enter at most ${rule.max} event${rule.max === 1 ? '' : 's'}.`;
  }
}

export function describeRule(rule: EligibilityRule): string {
  const where = rule.kind !== 'event-open-to-levels' && rule.styles && rule.styles.length > 0 ? ` (${listInWords(rule.styles)} only)` : '';
  return `${body(rule).slice(0, -1)}${where}.`;
}

/** A key for a new rule of this kind that the set does not use yet. */
export function newRuleId(kind: EligibilityRuleKind, taken: Readonly<Record<string, unknown>>): string {
  for (let n = 1; ; n += 1) {
    const id = `${kind}-${n}`;
    if (!(id in taken)) return id;
  }
}
