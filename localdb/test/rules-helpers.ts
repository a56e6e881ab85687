// Shared by the rules unit tests: in-memory trees and one-line expression evaluation.
import { runRule } from '../rules/compiled-rule.ts';
import { checkRule, type RuleKind } from '../rules/expression/check.ts';
import { compileExpression } from '../rules/expression/compile.ts';
import { parseExpression } from '../rules/expression/parser.ts';
import { childValue, RuleSnapshot } from '../rules/snapshot.ts';
import type { DataSource, JsonValue, QueryInfo, RulesAuth } from '../rules/types.ts';
import { authValue, queryValue } from '../rules/values.ts';

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

/** The tree after setting each path to its value, as the database would store it (nulls and empty objects vanish). */
export function applyWrites(tree: JsonValue, writes: readonly (readonly [string, JsonValue])[]): JsonValue {
  let result = structuredClone(tree);
  for (const [path, value] of writes) result = setAt(result, splitPath(path), value);
  return result;
}

export function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function setAt(tree: JsonValue, path: readonly string[], value: JsonValue): JsonValue {
  if (path.length === 0) return prune(value);
  const node: { [key: string]: JsonValue } = tree !== null && typeof tree === 'object' && !Array.isArray(tree) ? { ...tree } : {};
  const [key, ...rest] = path;
  const child = setAt(node[key] ?? null, rest, value);
  if (child === null) delete node[key];
  else node[key] = child;
  return Object.keys(node).length === 0 ? null : node;
}

function prune(value: JsonValue): JsonValue {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: { [key: string]: JsonValue } = {};
  for (const [key, child] of Object.entries(value)) {
    const pruned = prune(child);
    if (pruned !== null) out[key] = pruned;
  }
  return Object.keys(out).length === 0 ? null : out;
}
