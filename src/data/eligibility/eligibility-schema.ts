// Runtime validation of eligibility/ (rules, overrides, past levels), declared in src/domain/records.
export {
  eligibilityOverrideSchema, eligibilityRecordSchema, eligibilityRuleSchema, eligibilityRulesSchema, levelHistorySchema,
  levelsByStyleSchema,
} from '../../domain/records';
