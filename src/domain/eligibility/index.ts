// Eligibility by level (issue 19): rule types, checking a registration, overrides.
export * from './eligibility-rule';
export * from './level-ladder';
export * from './seats';
export * from './rule-checks';
export * from './override';
export * from './evaluate-registration';
export * from './save-rules-patch';
export * from './eligibility-record';
export * from './refusals-by-event';
export * from './level-history-patch';
export * from './import-checker';
export * from './describe-rule';
export * from './eligibility-as-ticked';
