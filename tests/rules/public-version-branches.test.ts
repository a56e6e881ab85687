// The public version record must cover exactly the branches anyone may read: a public branch the app's list
// missed would change without a bump (polling pages would not see it), and the rules must accept a counter for
// every branch on the list and no other.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KEYED_BRANCHES, PUBLIC_BRANCHES } from '../../src/domain/public-version.ts';

type RuleNode = { [key: string]: RuleNode | string | boolean };

const source = fs.readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');
const rules = (JSON.parse(source.split('\n').filter((line) => !line.trim().startsWith('//')).join('\n')) as { rules: RuleNode }).rules;

/** A top-level branch anyone reads whole or in part (a `.read: true` anywhere below it). */
function readableByAnyone(node: RuleNode | string | boolean): boolean {
  if (typeof node !== 'object') return false;
  return node['.read'] === true || Object.values(node).some(readableByAnyone);
}

describe('the public version record', () => {
  it('lists every branch anyone may read, and only those', () => {
    const readable = Object.entries(rules)
      .filter(([key, node]) => !key.startsWith('.') && !key.startsWith('$') && key !== 'publicVersion' && key !== 'publicVersionKeys' && readableByAnyone(node))
      .map(([key]) => key);
    expect([...PUBLIC_BRANCHES].sort()).toEqual(readable.sort());
  });

  it('has the rules accept a counter for exactly the listed branches', () => {
    const branchRule = ((rules.publicVersion as RuleNode).$branch as RuleNode)['.validate'] as string;
    const listed = /\$branch\.matches\(\/\^\(([^)]*)\)\$\/\)/.exec(branchRule)?.[1].split('|') ?? [];
    expect(listed.sort()).toEqual([...PUBLIC_BRANCHES].sort());
  });

  it('has the rules accept counters per child for exactly the keyed branches', () => {
    const branch = (rules.publicVersionKeys as RuleNode).$branch as RuleNode;
    const named = (rule: string) => [...rule.matchAll(/\$branch === '([^']+)'/g)].map((m) => m[1]).sort();
    const whole = (branch.whole as RuleNode)['.validate'] as string;
    const key = ((branch.keys as RuleNode).$key as RuleNode)['.validate'] as string;
    const own = (branch.branch as RuleNode)['.validate'] as string;
    expect(named(whole)).toEqual([...KEYED_BRANCHES].sort());
    expect(named(own)).toEqual([...KEYED_BRANCHES].sort());
    expect(named(key)).toEqual([...KEYED_BRANCHES].sort());
  });
});
