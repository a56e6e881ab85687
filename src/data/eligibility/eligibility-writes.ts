// The organiser's eligibility actions, each one update built by src/domain/eligibility.
import {
  type EligibilityRule, grantOverridePatch, levelHistoryPatch, revokeOverridePatch, saveEligibilityRulesPatch,
} from '../../domain/eligibility';
import type { CompetitionEvent, Style } from '../../domain/model';
import { trackAction } from '../actions-in-flight';
import { getDbWriter } from '../writes/db-writer';

/** Replaces the whole rule set; throws EligibilityRulesError naming each bad rule. */
export function saveEligibilityRules(rules: Readonly<Record<string, EligibilityRule>>, events: Readonly<Record<string, CompetitionEvent>>): Promise<void> {
  return trackAction(() => getDbWriter().update(saveEligibilityRulesPatch(rules, events)));
}

export interface GrantOverride {
  dancerName: string;
  reason: string;
  /** Absent: every rule. */
  ruleIds?: string[];
  /** The signed-in organiser (the rules require it). */
  uid: string;
}

/** Throws OverrideRefusedError for a missing reason or an unknown rule. */
export function grantOverride({ dancerName, reason, ruleIds, uid }: GrantOverride, knownRuleIds: readonly string[], now: number = Date.now()): Promise<void> {
  return trackAction(() => getDbWriter().update(grantOverridePatch({ dancerName, reason, ...(ruleIds ? { ruleIds } : {}), grantedBy: uid, grantedAt: now }, knownRuleIds)));
}

export function revokeOverride(personId: string): Promise<void> {
  return trackAction(() => getDbWriter().update(revokeOverridePatch(personId)));
}

export function setPastLevel(dancerName: string, style: Style, level: string | null): Promise<void> {
  return trackAction(() => getDbWriter().update(levelHistoryPatch(dancerName, style, level)));
}
