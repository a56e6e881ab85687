import type { BinaryOperator, Expr } from './ast.ts';
import { ExpressionError } from './expression-error.ts';
import { tokenize, type Token } from './tokenizer.ts';

// Binding powers, as in JavaScript: ?: < || < && < equality < relational < additive < multiplicative.
const BINARY_POWER: Record<string, number> = {
  '||': 2,
  '&&': 3,
  '==': 4, '!=': 4, '===': 4, '!==': 4,
  '<': 5, '<=': 5, '>': 5, '>=': 5,
  '+': 6, '-': 6,
  '*': 7, '/': 7, '%': 7,
};
const CONDITIONAL_POWER = 1;
const UNARY_POWER = 8;

/** Parses one rule expression (a Pratt parser over the tokens). Throws ExpressionError. */
export function parseExpression(text: string): Expr {
  const parser = new Parser(tokenize(text));
  if (parser.peek().kind === 'end') throw new ExpressionError('empty rule expression', 0);
  const expr = parser.parse(0);
  const rest = parser.peek();
  if (rest.kind !== 'end') throw new ExpressionError(`unexpected ${describe(rest)} after a complete expression`, rest.start);
  return expr;
}

class Parser {
  private index = 0;
  private readonly tokens: Token[];

  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  peek(): Token {
    return this.tokens[this.index];
  }

  parse(minPower: number): Expr {
    let left = this.parsePrefix();
    for (;;) {
      const token = this.peek();
      if (token.kind !== 'operator') return left;
      const op = token.value;
      if (op === '?' && CONDITIONAL_POWER > minPower) {
        left = this.parseConditional(left);
        continue;
      }
      const power = BINARY_POWER[op];
      if (power === undefined || power <= minPower) return left;
      this.index++;
      const right = this.parse(power);
      left = op === '&&' || op === '||'
        ? { type: 'logical', operator: op, left, right, start: token.start }
        : { type: 'binary', operator: op as BinaryOperator, left, right, start: token.start };
    }
  }

  /** Right-associative: `a ? b : c ? d : e` is `a ? b : (c ? d : e)`. */
  private parseConditional(test: Expr): Expr {
    const start = this.next().start;
    const consequent = this.parse(0);
    this.expectOperator(':', "expected ':' in a conditional (a ? b : c)");
    const alternate = this.parse(CONDITIONAL_POWER - 1);
    return { type: 'conditional', test, consequent, alternate, start };
  }

  private parsePrefix(): Expr {
    const token = this.next();
    switch (token.kind) {
      case 'number':
      case 'string':
        return this.parsePostfix({ type: 'literal', value: token.value, start: token.start });
      case 'regex':
        return { type: 'regex', value: token.value, start: token.start };
      case 'identifier':
        return this.parsePostfix(identifierOrLiteral(token.value, token.start));
      case 'end':
        throw new ExpressionError('the expression ends too early: expected a value', token.start);
      case 'operator':
        return this.parsePrefixOperator(token);
    }
  }

  private parsePrefixOperator(token: Token): Expr {
    if (token.value === '!' || token.value === '-') {
      const operand = this.parse(UNARY_POWER);
      return { type: 'unary', operator: token.value, operand, start: token.start };
    }
    if (token.value === '(') {
      const inner = this.parse(0);
      this.expectOperator(')', "expected ')'");
      return this.parsePostfix(inner);
    }
    if (token.value === '[') return this.parsePostfix(this.parseArray(token.start));
    throw new ExpressionError(`unexpected ${describe(token)}: expected a value`, token.start);
  }

  private parseArray(start: number): Expr {
    const items: Expr[] = [];
    if (this.peekOperator(']')) {
      this.index++;
      return { type: 'array', items, start };
    }
    for (;;) {
      items.push(this.parse(0));
      if (this.peekOperator(',')) {
        this.index++;
        continue;
      }
      this.expectOperator(']', "expected ',' or ']' in the list");
      return { type: 'array', items, start };
    }
  }

  /** Member access, indexing and method calls bind tighter than any operator. */
  private parsePostfix(initial: Expr): Expr {
    let expr = initial;
    for (;;) {
      const token = this.peek();
      if (token.kind !== 'operator') return expr;
      if (token.value === '.') {
        this.index++;
        const name = this.next();
        if (name.kind !== 'identifier') throw new ExpressionError(`expected a property or method name after '.', found ${describe(name)}`, name.start);
        expr = this.peekOperator('(')
          ? { type: 'call', object: expr, method: name.value, args: this.parseArguments(), start: name.start }
          : { type: 'member', object: expr, property: name.value, start: name.start };
      } else if (token.value === '[') {
        this.index++;
        const index = this.parse(0);
        this.expectOperator(']', "expected ']'");
        expr = this.peekOperator('(') ? this.indexedCall(expr, index) : { type: 'index', object: expr, index, start: token.start };
      } else if (token.value === '(') {
        throw new ExpressionError('only methods can be called (like data.exists()); this is not a method', token.start);
      } else {
        return expr;
      }
    }
  }

  /** `root["exists"]()` is a method call on Firebase; the name must be a string literal, not computed. */
  private indexedCall(object: Expr, index: Expr): Expr {
    if (index.type !== 'literal' || typeof index.value !== 'string') {
      throw new ExpressionError('a method called through [ ] must be named by a string literal, like root["exists"]()', index.start);
    }
    return { type: 'call', object, method: index.value, args: this.parseArguments(), start: index.start };
  }

  private parseArguments(): Expr[] {
    this.index++;
    const args: Expr[] = [];
    if (this.peekOperator(')')) {
      this.index++;
      return args;
    }
    for (;;) {
      args.push(this.parse(0));
      if (this.peekOperator(',')) {
        this.index++;
        continue;
      }
      this.expectOperator(')', "expected ',' or ')' after a method argument");
      return args;
    }
  }

  private next(): Token {
    const token = this.tokens[this.index];
    if (token.kind !== 'end') this.index++;
    return token;
  }

  private peekOperator(value: string): boolean {
    const token = this.peek();
    return token.kind === 'operator' && token.value === value;
  }

  private expectOperator(value: string, message: string): void {
    const token = this.peek();
    if (token.kind !== 'operator' || token.value !== value) {
      throw new ExpressionError(`${message}, found ${describe(token)}`, token.start);
    }
    this.index++;
  }
}

function identifierOrLiteral(name: string, start: number): Expr {
  if (name === 'true') return { type: 'literal', value: true, start };
  if (name === 'false') return { type: 'literal', value: false, start };
  if (name === 'null') return { type: 'literal', value: null, start };
  return { type: 'identifier', name, start };
}

function describe(token: Token): string {
  switch (token.kind) {
    case 'end':
      return 'the end of the expression';
    case 'string':
      return `string ${JSON.stringify(token.value)}`;
    case 'regex':
      return `regular expression ${String(token.value)}`;
    default:
      return `'${String(token.value)}'`;
  }
}
