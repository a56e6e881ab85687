import type { RuleNode } from './rule-tree.ts';

export type Variables = Readonly<Record<string, string>>;
export const NO_VARIABLES: Variables = Object.freeze({});

/** The rule node for one data key: a named child wins over the wildcard, which binds its variable. */
export function descend(
  node: RuleNode,
  key: string,
  variables: Variables,
): { node: RuleNode; variables: Variables } | undefined {
  const named = node.children.get(key);
  if (named) return { node: named, variables };
  const wildcard = node.wildcard;
  if (!wildcard) return undefined;
  return { node: wildcard.node, variables: { ...variables, [wildcard.name]: key } };
}

export function formatPath(path: readonly string[]): string {
  return '/' + path.join('/');
}

/** "/users/$uid" or, when the concrete path differs, "/users/$uid (/users/alice)". */
export function describeLocation(node: RuleNode, path: readonly string[]): string {
  const concrete = formatPath(path);
  return node.label === concrete ? concrete : `${node.label} (${concrete})`;
}
