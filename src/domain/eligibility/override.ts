// The organiser's override of a refusal for one dancer (eligibility/overrides/<personId>), with the reason.
import { competitorIdFor } from '../competitors';
import { displayName } from '../competitors';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';

export type { EligibilityOverride } from '../records';
import type { EligibilityOverride } from '../records';

export class OverrideRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OverrideRefusedError';
  }
}

export interface OverrideInput {
  dancerName: string;
  reason: string;
  ruleIds?: string[];
  grantedBy: string;
  grantedAt: number;
}

export function overrideCovers(override: EligibilityOverride | undefined, ruleId: string): boolean {
  return override !== undefined && (override.ruleIds === undefined || override.ruleIds.includes(ruleId));
}

export function grantOverridePatch(input: OverrideInput, knownRuleIds: readonly string[]): TreeUpdate {
  const reason = input.reason.trim();
  if (reason === '') throw new OverrideRefusedError('Give the reason for the override; it is kept with the entry for anyone who asks later.');
  const unknown = (input.ruleIds ?? []).filter((id) => !knownRuleIds.includes(id));
  if (unknown.length > 0) throw new OverrideRefusedError(`The override names rules that do not exist (${unknown.join(', ')}); choose from the competition's rules.`);
  if (input.ruleIds !== undefined && input.ruleIds.length === 0) throw new OverrideRefusedError('Choose at least one rule to set aside, or all of them.');
  const personId = competitorIdFor(input.dancerName, "dancer's name");
  const override: EligibilityOverride = {
    personId, dancerName: displayName(input.dancerName), reason,
    ...(input.ruleIds ? { ruleIds: [...input.ruleIds] } : {}),
    grantedBy: input.grantedBy, grantedAt: input.grantedAt,
  };
  return { [paths.eligibilityOverride(personId)]: override };
}

export function revokeOverridePatch(personId: string): TreeUpdate {
  return { [paths.eligibilityOverride(personId)]: null };
}
