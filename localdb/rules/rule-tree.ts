import { checkRule, type RuleKind } from './expression/check.ts';
import { compileExpression, type Evaluate } from './expression/compile.ts';
import { ExpressionError } from './expression/expression-error.ts';
import { parseExpression } from './expression/parser.ts';
import type { Expr } from './expression/ast.ts';
import type { CompiledRule } from './compiled-rule.ts';
import type { JsonEntry, JsonNode } from './json-source.ts';
import type { SourceText } from './source-text.ts';

/** The rules for one level of the tree. `label` is its rules path, like `/users/$uid`. */
export interface RuleNode {
  readonly label: string;
  readonly read?: CompiledRule;
  readonly write?: CompiledRule;
  readonly validate?: CompiledRule;
  readonly children: ReadonlyMap<string, RuleNode>;
  readonly wildcard?: { readonly name: string; readonly node: RuleNode };
  /** Whether this node or any below it has a `.validate`; lets writes skip data no rule looks at. */
  readonly hasValidate: boolean;
}

const WILDCARD_NAME = /^\$[A-Za-z0-9_-]+$/;
const FORBIDDEN_KEY_CHARS = /[.#$[\]/]/;
const RULE_KINDS: Readonly<Record<string, RuleKind>> = { '.read': 'read', '.write': 'write', '.validate': 'validate' };

/** Builds the rule tree from the parsed rules file, compiling every expression once. */
export function buildRuleTree(document: JsonNode, source: SourceText): RuleNode {
  if (document.kind !== 'object') throw source.error(document.offset, 'the rules file must be a JSON object like {"rules": {...}}');
  const rulesEntry = document.entries.find((entry) => entry.key === 'rules');
  const extra = document.entries.find((entry) => entry.key !== 'rules');
  if (extra) throw source.error(extra.keyOffset, `unexpected top-level key "${extra.key}"; the file must contain only "rules"`);
  if (!rulesEntry) throw source.error(document.offset, 'missing top-level "rules" key; expected {"rules": {...}}');
  return new TreeBuilder(source).build(rulesEntry.value, [], new Set());
}

class TreeBuilder {
  private readonly source: SourceText;
  /** Same text, same closures: rule files repeat expressions like "auth != null" many times. */
  private readonly compiled = new Map<string, { expr: Expr; evaluate: Evaluate }>();

  constructor(source: SourceText) {
    this.source = source;
  }

  build(node: JsonNode, path: readonly string[], variables: ReadonlySet<string>): RuleNode {
    const label = '/' + path.join('/');
    if (node.kind !== 'object') throw this.source.error(node.offset, `the rules for ${label} must be an object of rules and child keys`);
    const rules: { read?: CompiledRule; write?: CompiledRule; validate?: CompiledRule } = {};
    const children = new Map<string, RuleNode>();
    let wildcard: { name: string; node: RuleNode } | undefined;
    for (const entry of node.entries) {
      if (entry.key.startsWith('.')) {
        this.addRule(rules, entry, label, variables);
      } else if (entry.key.startsWith('$')) {
        if (wildcard) throw this.source.error(entry.keyOffset, `${label} already has the wildcard "${wildcard.name}"; only one wildcard per level is allowed`);
        wildcard = { name: entry.key, node: this.buildWildcard(entry, path, variables) };
      } else {
        this.checkChildKey(entry);
        children.set(entry.key, this.build(entry.value, [...path, entry.key], variables));
      }
    }
    const hasValidate = rules.validate !== undefined || wildcard?.node.hasValidate === true || [...children.values()].some((child) => child.hasValidate);
    return { label, ...rules, children, wildcard, hasValidate };
  }

  private buildWildcard(entry: JsonEntry, path: readonly string[], variables: ReadonlySet<string>): RuleNode {
    if (!WILDCARD_NAME.test(entry.key)) throw this.source.error(entry.keyOffset, `bad wildcard name "${entry.key}": use $ followed by letters, digits, _ or -`);
    if (variables.has(entry.key)) throw this.source.error(entry.keyOffset, `the wildcard "${entry.key}" is already used above this level; pick another name`);
    return this.build(entry.value, [...path, entry.key], new Set([...variables, entry.key]));
  }

  private checkChildKey(entry: JsonEntry): void {
    if (entry.key === '' || FORBIDDEN_KEY_CHARS.test(entry.key) || hasControlCharacter(entry.key)) {
      throw this.source.error(entry.keyOffset, `bad child key "${entry.key}": keys cannot be empty or contain . # $ [ ] / or control characters`);
    }
  }

  private addRule(
    rules: { read?: CompiledRule; write?: CompiledRule; validate?: CompiledRule },
    entry: JsonEntry,
    label: string,
    variables: ReadonlySet<string>,
  ): void {
    if (entry.key === '.indexOn') return this.checkIndexOn(entry.value);
    const kind = Object.hasOwn(RULE_KINDS, entry.key) ? RULE_KINDS[entry.key] : undefined;
    if (!kind) throw this.source.error(entry.keyOffset, `unknown rule "${entry.key}" at ${label}; expected .read, .write, .validate or .indexOn`);
    rules[kind] = this.compileRule(entry.value, kind, variables);
  }

  private checkIndexOn(value: JsonNode): void {
    const ok = value.kind === 'string' || (value.kind === 'array' && value.items.every((item) => item.kind === 'string'));
    if (!ok) throw this.source.error(value.offset, '.indexOn must be a string or a list of strings');
  }

  private compileRule(value: JsonNode, kind: RuleKind, variables: ReadonlySet<string>): CompiledRule {
    if (value.kind === 'boolean') {
      const constant = value.value;
      return { kind, text: String(constant), evaluate: () => constant };
    }
    if (value.kind !== 'string') throw this.source.error(value.offset, `.${kind} must be a string expression or true/false`);
    try {
      const { expr, evaluate } = this.parseOnce(value.value);
      checkRule(expr, { kind, variables });
      return { kind, text: value.value, evaluate };
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      const fileOffset = value.charOffsets[Math.min(error.offset, value.charOffsets.length - 1)];
      throw this.source.error(fileOffset, `in .${kind}: ${error.message}`);
    }
  }

  private parseOnce(text: string): { expr: Expr; evaluate: Evaluate } {
    let entry = this.compiled.get(text);
    if (!entry) {
      const expr = parseExpression(text);
      entry = { expr, evaluate: compileExpression(expr) };
      this.compiled.set(text, entry);
    }
    return entry;
  }
}

function hasControlCharacter(key: string): boolean {
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
