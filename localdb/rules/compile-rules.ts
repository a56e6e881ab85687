import { canRead } from './can-read.ts';
import { canWrite } from './can-write.ts';
import { parseJsonWithComments } from './json-source.ts';
import { buildRuleTree } from './rule-tree.ts';
import { SourceText } from './source-text.ts';
import type { RulesEngine } from './types.ts';

/**
 * Parses a `database.rules.json` source (JSON with comments) into an engine. Every expression is
 * parsed, checked and compiled here, so a bad file fails at startup with a RulesSyntaxError that
 * names the line and column, and requests only run prepared closures.
 */
export function compileRules(source: string, fileName = 'database.rules.json'): RulesEngine {
  const text = new SourceText(source, fileName);
  const tree = buildRuleTree(parseJsonWithComments(text), text);
  return {
    canRead: (path, auth, root, now, query) => canRead(tree, path, auth, root, now, query),
    canWrite: (changes, auth, oldRoot, newRoot, now) => canWrite(tree, changes, auth, oldRoot, newRoot, now),
  };
}
