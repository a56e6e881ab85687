// Shared by the rules unit tests: in-memory trees and one-line expression evaluation.
import { runRule } from './compiled-rule.ts';
import { checkRule, type RuleKind } from './expression/check.ts';
import { compileExpression } from './expression/compile.ts';
import { parseExpression } from './expression/parser.ts';
import { childValue, RuleSnapshot } from './snapshot.ts';
import type { DataSource, JsonValue, QueryInfo, RulesAuth } from './types.ts';
import { authValue, queryValue } from './values.ts';

/** A DataSource over a plain JSON tree that also counts its reads. */
export function memoryData(tree: JsonValue): DataSource & { reads: number } {
  return {
    reads: 0,
    get(path) {
      this.reads++;
      let value = tree;
      for (const key of path) value = childValue(value, key);
      return value;
    },
  };
}

export function user(uid: string, token: Record<string, unknown> = {}): RulesAuth {
  return { uid, provider: 'password', token };
}

export interface EvalOptions {
  kind?: RuleKind;
  auth?: RulesAuth | null;
  now?: number;
  root?: JsonValue;
  newRoot?: JsonValue;
  path?: string[];
  variables?: Record<string, string>;
  query?: QueryInfo;
}

/** Parses, checks and runs one expression as a rule at `path`; returns true or the refusal text. */
export function evalRule(text: string, options: EvalOptions = {}): true | string {
  const kind = options.kind ?? 'write';
  const variables = options.variables ?? {};
  const expr = parseExpression(text);
  checkRule(expr, { kind, variables: new Set(Object.keys(variables)) });
  const path = options.path ?? [];
  const oldRoot = memoryData(options.root ?? null);
  const rootSnapshot = new RuleSnapshot(oldRoot, []);
  return runRule(
    { kind, text, evaluate: compileExpression(expr) },
    {
      auth: authValue(options.auth ?? null),
      now: options.now ?? 0,
      root: rootSnapshot,
      data: new RuleSnapshot(oldRoot, path),
      newData: kind === 'read' ? null : new RuleSnapshot(memoryData(options.newRoot ?? options.root ?? null), path),
      query: kind === 'read' ? queryValue(options.query) : null,
      variables,
    },
  );
}
