// Checking and saving the organiser's rules: the whole set replaced in one update.
import { isLevel } from '../constants';
import type { CompetitionEvent } from '../model';
import { paths } from '../tree-paths';
import { isLegalKey, type TreeUpdate } from '../tree-update';
import { ELIGIBILITY_RULE_KINDS, type EligibilityRule } from './eligibility-rule';

export interface RuleProblem {
  ruleId: string;
  message: string;
}

export class EligibilityRulesError extends Error {
  constructor(readonly problems: readonly RuleProblem[]) {
    super(problems.map((p) => p.message).join(' '));
    this.name = 'EligibilityRulesError';
  }
}

const positiveWhole = (n: number) => Number.isInteger(n) && n >= 1;

function ruleProblem(rule: EligibilityRule, events: Readonly<Record<string, CompetitionEvent>>): string | null {
  if (!ELIGIBILITY_RULE_KINDS.includes(rule.kind)) return 'Choose a rule type from the list.';
  switch (rule.kind) {
    case 'max-levels-per-style':
    case 'max-entries-per-event':
    case 'max-events-per-dancer':
      return positiveWhole(rule.max) ? null : 'The limit must be a whole number of at least 1.';
    case 'highest-level-blocks-lower':
      return Number.isInteger(rule.levelsBelowAllowed) && rule.levelsBelowAllowed >= 0 ? null : 'Levels allowed below must be 0 or a whole number.';
    case 'event-open-to-levels':
      if (!events[rule.eventName]) return `There is no event "${rule.eventName}"; choose one from the list.`;
      if (rule.levels.length === 0 || !rule.levels.every(isLevel)) return `Choose the levels ${rule.eventName} is open to.`;
      return null;
    case 'adjacent-levels-only':
      return null;
  }
}

export function eligibilityRuleProblems(rules: Readonly<Record<string, EligibilityRule>>, events: Readonly<Record<string, CompetitionEvent>>): RuleProblem[] {
  return Object.entries(rules).flatMap(([key, rule]) => {
    if (key !== rule.ruleId || !isLegalKey(key)) return [{ ruleId: key, message: `Rule "${key}" is filed under the wrong key; save it again.` }];
    const problem = ruleProblem(rule, events);
    return problem ? [{ ruleId: key, message: problem }] : [];
  });
}

export function saveEligibilityRulesPatch(rules: Readonly<Record<string, EligibilityRule>>, events: Readonly<Record<string, CompetitionEvent>>): TreeUpdate {
  const problems = eligibilityRuleProblems(rules, events);
  if (problems.length > 0) throw new EligibilityRulesError(problems);
  return { [paths.eligibilityRules()]: Object.keys(rules).length === 0 ? null : rules };
}
