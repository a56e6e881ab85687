// What a registration is checked against, read once at the moment it is submitted: the public rules, and
// the override and past levels of the two dancers only (nobody else's are readable by a competitor).
import { competitorIdFor } from '../../domain/competitors';
import type { EligibilityOverride, EligibilityRecord, LevelHistory } from '../../domain/eligibility';
import { paths } from '../paths';
import { getDbWriter } from '../writes/db-writer';
import { eligibilityOverrideSchema, eligibilityRulesSchema, levelsByStyleSchema } from './eligibility-schema';

/** The rules, and for each named dancer their override and past levels; no rules: nothing more is read. */
export async function loadEligibilityFor(dancerNames: readonly string[]): Promise<EligibilityRecord> {
  const reader = getDbWriter();
  const rules = eligibilityRulesSchema.parse((await reader.readOnce(paths.eligibilityRules())) ?? {});
  if (Object.keys(rules).length === 0) return { rules };
  const ids = [...new Set(dancerNames.map((name) => competitorIdFor(name)))];
  const overrides: Record<string, EligibilityOverride> = {};
  const history: LevelHistory = {};
  await Promise.all(ids.map(async (id) => {
    const [override, levels] = await Promise.all([reader.readOnce(paths.eligibilityOverride(id)), reader.readOnce(paths.eligibilityHistory(id))]);
    if (override !== null) overrides[id] = eligibilityOverrideSchema.parse(override);
    if (levels !== null) history[id] = levelsByStyleSchema.parse(levels);
  }));
  return { rules, overrides, history };
}
