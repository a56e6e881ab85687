import type { RuleKind } from './expression/check.ts';
import type { EvalContext } from './expression/context.ts';
import type { Evaluate } from './expression/compile.ts';
import { RuleEvalError, typeName } from './values.ts';

/** One `.read`, `.write` or `.validate`, ready to run. */
export interface CompiledRule {
  readonly kind: RuleKind;
  /** The rule text as written, for decision reasons. */
  readonly text: string;
  readonly evaluate: Evaluate;
}

/** `true` when the rule grants; otherwise why not, for the decision reason. Errors deny, as in Firebase. */
export function runRule(rule: CompiledRule, context: EvalContext): true | string {
  let result;
  try {
    result = rule.evaluate(context);
  } catch (error) {
    if (error instanceof RuleEvalError) return `error: ${error.message}`;
    throw error;
  }
  if (result === true) return true;
  if (result === false) return 'false';
  return `not a boolean (${typeName(result)})`;
}
