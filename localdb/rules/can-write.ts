import { runRule, type CompiledRule } from './compiled-rule.ts';
import type { EvalContext } from './expression/context.ts';
import type { RuleNode } from './rule-tree.ts';
import { describeLocation, descend, formatPath, NO_VARIABLES, type Variables } from './rule-walk.ts';
import { childValue, RuleSnapshot } from './snapshot.ts';
import type { DataSource, Decision, JsonValue, RulesAuth } from './types.ts';
import { authValue, type MapValue } from './values.ts';

type Change = { readonly path: readonly string[] };

/**
 * A write is allowed when every changed path has a granting `.write` at or above it, and every
 * `.validate` passes on each node whose new value is not null: the ancestors of each changed path
 * and everything written at and below it. One failure denies the whole (multi-path) write.
 */
export function canWrite(
  rules: RuleNode,
  changes: readonly Change[],
  auth: RulesAuth | null,
  oldRoot: DataSource,
  newRoot: DataSource,
  now: number,
): Decision {
  if (changes.length === 0) return { allowed: true, reason: 'nothing to write' };
  const check = new WriteCheck(rules, authValue(auth), oldRoot, newRoot, now, changes.length > 1);
  const grants: string[] = [];
  for (const change of changes) {
    const outcome = check.findWriteGrant(change.path);
    if (!outcome.granted) return { allowed: false, reason: outcome.reason };
    grants.push(outcome.reason);
  }
  for (const path of outermostPaths(changes)) {
    const denial = check.validate(path);
    if (denial) return { allowed: false, reason: denial };
  }
  const more = grants.length > 1 ? ` (and ${grants.length - 1} more path${grants.length > 2 ? 's' : ''})` : '';
  return { allowed: true, reason: `${grants[0]}${more}` };
}

class WriteCheck {
  private readonly rules: RuleNode;
  private readonly auth: MapValue | null;
  private readonly oldRoot: DataSource;
  private readonly newRoot: DataSource;
  private readonly now: number;
  private readonly rootSnapshot: RuleSnapshot;
  /** Write-rule outcomes per concrete location, shared by the paths of one multi-path update. */
  private readonly writeOutcomes: Map<string, true | string> | undefined;
  private readonly validatedAncestors = new Set<string>();

  constructor(rules: RuleNode, auth: MapValue | null, oldRoot: DataSource, newRoot: DataSource, now: number, multiPath: boolean) {
    this.rules = rules;
    this.auth = auth;
    this.oldRoot = oldRoot;
    this.newRoot = newRoot;
    this.now = now;
    this.rootSnapshot = new RuleSnapshot(oldRoot, []);
    this.writeOutcomes = multiPath ? new Map() : undefined;
  }

  findWriteGrant(path: readonly string[]): { granted: boolean; reason: string } {
    const refusals: string[] = [];
    let node: RuleNode = this.rules;
    let variables = NO_VARIABLES;
    for (let depth = 0; ; depth++) {
      if (node.write) {
        const here = depth === path.length ? path : path.slice(0, depth);
        const outcome = this.runWriteRule(node.write, here, variables);
        const where = describeLocation(node, here);
        if (outcome === true) return { granted: true, reason: `.write at ${where} allows writing ${formatPath(path)}` };
        refusals.push(`.write at ${where} "${node.write.text}" → ${outcome}`);
      }
      if (depth === path.length) break;
      const next = descend(node, path[depth], variables);
      if (!next) break;
      node = next.node;
      variables = next.variables;
    }
    const why = refusals.length === 0 ? 'no .write rule applies on the way to it' : refusals.join('; ');
    return { granted: false, reason: `write to ${formatPath(path)} denied: ${why}` };
  }

  /** Returns why validation failed, or undefined when every applicable `.validate` passed. */
  validate(path: readonly string[]): string | undefined {
    // Fetched only if some .validate needs it: most writes touch no validated node at all.
    let newValue: JsonValue | undefined;
    const valueAtPath = (): JsonValue => (newValue === undefined ? (newValue = this.newRoot.get(path)) : newValue);
    let node: RuleNode = this.rules;
    let variables = NO_VARIABLES;
    for (let depth = 0; depth < path.length; depth++) {
      if (!node.hasValidate) return undefined;
      if (node.validate) {
        const denial = this.validateAncestor(node, node.validate, path.slice(0, depth), variables, valueAtPath() !== null);
        if (denial) return denial;
      }
      const next = descend(node, path[depth], variables);
      if (!next) return undefined;
      node = next.node;
      variables = next.variables;
    }
    if (!node.hasValidate) return undefined;
    const value = valueAtPath();
    return value === null ? undefined : this.validateTree(node, path, value, variables);
  }

  private validateAncestor(node: RuleNode, rule: CompiledRule, here: readonly string[], variables: Variables, knownToExist: boolean): string | undefined {
    const key = here.join('/');
    if (this.validatedAncestors.has(key)) return undefined;
    this.validatedAncestors.add(key);
    const newData = new RuleSnapshot(this.newRoot, here);
    // A deleted leaf can leave its ancestors empty; an empty node is deleted and skips .validate too.
    if (!knownToExist && !newData.exists()) return undefined;
    return this.runValidate(node, rule, here, newData, variables);
  }

  private validateTree(node: RuleNode, path: readonly string[], value: JsonValue, variables: Variables): string | undefined {
    if (!node.hasValidate) return undefined;
    if (node.validate) {
      const denial = this.runValidate(node, node.validate, path, new RuleSnapshot(this.newRoot, path, value), variables);
      if (denial) return denial;
    }
    if (value === null || typeof value !== 'object') return undefined;
    for (const [key, child] of node.children) {
      const next = childValue(value, key);
      if (next === null) continue;
      const denial = this.validateTree(child, [...path, key], next, variables);
      if (denial) return denial;
    }
    const wildcard = node.wildcard;
    if (!wildcard || !wildcard.node.hasValidate) return undefined;
    for (const key of Object.keys(value)) {
      if (node.children.has(key)) continue;
      const next = childValue(value, key);
      if (next === null) continue;
      const denial = this.validateTree(wildcard.node, [...path, key], next, { ...variables, [wildcard.name]: key });
      if (denial) return denial;
    }
    return undefined;
  }

  private runValidate(node: RuleNode, rule: CompiledRule, here: readonly string[], newData: RuleSnapshot, variables: Variables): string | undefined {
    const outcome = runRule(rule, this.context(here, newData, variables));
    if (outcome === true) return undefined;
    return `write denied: .validate at ${describeLocation(node, here)} "${rule.text}" → ${outcome}`;
  }

  private runWriteRule(rule: CompiledRule, here: readonly string[], variables: Variables): true | string {
    const key = this.writeOutcomes ? here.join('/') : '';
    const remembered = this.writeOutcomes?.get(key);
    if (remembered !== undefined) return remembered;
    const outcome = runRule(rule, this.context(here, new RuleSnapshot(this.newRoot, here), variables));
    this.writeOutcomes?.set(key, outcome);
    return outcome;
  }

  private context(here: readonly string[], newData: RuleSnapshot, variables: Variables): EvalContext {
    const data = here.length === 0 ? this.rootSnapshot : new RuleSnapshot(this.oldRoot, here);
    return { auth: this.auth, now: this.now, root: this.rootSnapshot, data, newData, query: null, variables };
  }
}

/**
 * Drops paths inside another changed path, and repeats: validating the outer subtree covers them.
 * Linear in the number of paths, since multi-path updates can carry thousands.
 */
function outermostPaths(changes: readonly Change[]): (readonly string[])[] {
  if (changes.length === 1) return [changes[0].path];
  const keys = new Set(changes.map((change) => change.path.join('/')));
  const seen = new Set<string>();
  const outermost: (readonly string[])[] = [];
  for (const { path } of changes) {
    const key = path.join('/');
    if (seen.has(key) || hasChangedAncestor(path, keys)) continue;
    seen.add(key);
    outermost.push(path);
  }
  return outermost;
}

function hasChangedAncestor(path: readonly string[], keys: ReadonlySet<string>): boolean {
  if (path.length > 0 && keys.has('')) return true;
  let prefix = '';
  for (let depth = 0; depth < path.length - 1; depth++) {
    prefix = depth === 0 ? path[0] : `${prefix}/${path[depth]}`;
    if (keys.has(prefix)) return true;
  }
  return false;
}
