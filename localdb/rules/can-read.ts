import { runRule } from './compiled-rule.ts';
import type { RuleNode } from './rule-tree.ts';
import { describeLocation, descend, formatPath, NO_VARIABLES } from './rule-walk.ts';
import { RuleSnapshot } from './snapshot.ts';
import type { DataSource, Decision, QueryInfo, RulesAuth } from './types.ts';
import { authValue, queryValue } from './values.ts';

/**
 * A read is allowed when some `.read` from the root down to the path grants it. Rules are not
 * filters: grants below the path do not count.
 */
export function canRead(
  rules: RuleNode,
  path: readonly string[],
  auth: RulesAuth | null,
  root: DataSource,
  now: number,
  query: QueryInfo | undefined,
): Decision {
  const rootSnapshot = new RuleSnapshot(root, []);
  const authV = authValue(auth);
  const queryV = queryValue(query);
  const refusals: string[] = [];
  let node: RuleNode = rules;
  let variables = NO_VARIABLES;
  for (let depth = 0; ; depth++) {
    if (node.read) {
      const here = depth === path.length ? path : path.slice(0, depth);
      const data = depth === 0 ? rootSnapshot : new RuleSnapshot(root, here);
      const outcome = runRule(node.read, { auth: authV, now, root: rootSnapshot, data, newData: null, query: queryV, variables });
      if (outcome === true) return { allowed: true, reason: `.read at ${describeLocation(node, here)} allows reading ${formatPath(path)}` };
      refusals.push(`.read at ${describeLocation(node, here)} "${node.read.text}" → ${outcome}`);
    }
    if (depth === path.length) break;
    const next = descend(node, path[depth], variables);
    if (!next) break;
    node = next.node;
    variables = next.variables;
  }
  const why = refusals.length === 0 ? 'no .read rule applies on the way to it' : refusals.join('; ');
  return { allowed: false, reason: `read of ${formatPath(path)} denied: ${why}` };
}
