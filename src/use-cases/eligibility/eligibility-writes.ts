// The organiser's eligibility actions, each one update built by src/domain/eligibility.
import {
  type EligibilityRule, grantOverridePatch, levelHistoryPatch, revokeOverridePatch, saveEligibilityRulesPatch,
} from '../../domain/eligibility';
import { competitorIdFor } from '../../domain/competitors';
import type { CompetitionEvent, Style } from '../../domain/model';
import { SERVER_TIME } from '../../domain/server-time';
import type { TreeUpdate } from '../../domain/tree-update';
import { paths } from '../../data/paths';
import { getDbWriter } from '../../data/writes/db-writer';

/** Replaces the whole rule set; throws EligibilityRulesError naming each bad rule. */
export function saveEligibilityRules(rules: Readonly<Record<string, EligibilityRule>>, events: Readonly<Record<string, CompetitionEvent>>): Promise<void> {
  return getDbWriter().update(saveEligibilityRulesPatch(rules, events));
}

export interface GrantOverride {
  dancerName: string;
  reason: string;
  /** Absent: every rule. */
  ruleIds?: string[];
  /** The signed-in organiser (the rules require it). */
  uid: string;
}

/**
 * Throws OverrideRefusedError for a missing reason or an unknown rule. Stamped with the server's clock:
 * the rules refuse a grant time ahead of the server's.
 */
export function grantOverride({ dancerName, reason, ruleIds, uid }: GrantOverride, knownRuleIds: readonly string[]): Promise<void> {
  const patch: TreeUpdate = grantOverridePatch({ dancerName, reason, ...(ruleIds ? { ruleIds } : {}), grantedBy: uid, grantedAt: 0 }, knownRuleIds);
  const path = paths.eligibilityOverride(competitorIdFor(dancerName));
  return getDbWriter().update({ ...patch, [path]: { ...(patch[path] as Record<string, unknown>), grantedAt: SERVER_TIME } });
}

export function revokeOverride(personId: string): Promise<void> {
  return getDbWriter().update(revokeOverridePatch(personId));
}

export function setPastLevel(dancerName: string, style: Style, level: string | null): Promise<void> {
  return getDbWriter().update(levelHistoryPatch(dancerName, style, level));
}
