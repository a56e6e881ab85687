// Public surface of the security-rules evaluator; the server imports only from here.
export type { JsonValue, RulesAuth, DataSource, QueryInfo, Decision, RulesEngine } from './types.ts';
export { RulesSyntaxError } from './errors.ts';
export { allowAllRules } from './allow-all.ts';
export { compileRules } from './compile-rules.ts';
