import fc from 'fast-check';
import type { Expr } from './expression/ast.ts';
import { ExpressionError } from './expression/expression-error.ts';
import { parseExpression } from './expression/parser.ts';
import { evalRule } from '../test/rules-helpers.ts';

/** Fully parenthesised form, so a test can state exactly how an expression grouped. */
function show(expr: Expr): string {
  switch (expr.type) {
    case 'literal':
      return JSON.stringify(expr.value);
    case 'regex':
      return String(expr.value);
    case 'array':
      return `[${expr.items.map(show).join(', ')}]`;
    case 'identifier':
      return expr.name;
    case 'member':
      return `${show(expr.object)}.${expr.property}`;
    case 'index':
      return `${show(expr.object)}[${show(expr.index)}]`;
    case 'call':
      return `${show(expr.object)}.${expr.method}(${expr.args.map(show).join(', ')})`;
    case 'unary':
      return `(${expr.operator}${show(expr.operand)})`;
    case 'binary':
    case 'logical':
      return `(${show(expr.left)} ${expr.operator} ${show(expr.right)})`;
    case 'conditional':
      return `(${show(expr.test)} ? ${show(expr.consequent)} : ${show(expr.alternate)})`;
  }
}

function parsed(text: string): string {
  return show(parseExpression(text));
}

function errorOf(text: string): { message: string; offset: number } {
  try {
    parseExpression(text);
  } catch (error) {
    if (error instanceof ExpressionError) return { message: error.message, offset: error.offset };
    throw error;
  }
  throw new Error(`expected ${text} to fail`);
}

describe('rule expression parser', () => {
  it('groups operators with JavaScript precedence', () => {
    expect(parsed('a || b && c')).toBe('(a || (b && c))');
    expect(parsed('a && b || c && d')).toBe('((a && b) || (c && d))');
    expect(parsed('1 + 2 * 3 - 4 % 5')).toBe('((1 + (2 * 3)) - (4 % 5))');
    expect(parsed('a == b && c != d')).toBe('((a == b) && (c != d))');
    expect(parsed('a < b == c >= d')).toBe('((a < b) == (c >= d))');
    expect(parsed('x === 1 + 2')).toBe('(x === (1 + 2))');
  });

  it('makes binary operators left-associative and ?: right-associative', () => {
    expect(parsed('1 - 2 - 3')).toBe('((1 - 2) - 3)');
    expect(parsed('8 / 4 / 2')).toBe('((8 / 4) / 2)');
    expect(parsed('a ? b : c ? d : e')).toBe('(a ? b : (c ? d : e))');
    expect(parsed('a || b ? c : d')).toBe('((a || b) ? c : d)');
    expect(parsed('a ? b ? c : d : e')).toBe('(a ? (b ? c : d) : e)');
  });

  it('binds unary operators tighter than binary ones and member access tighter still', () => {
    expect(parsed('!a == b')).toBe('((!a) == b)');
    expect(parsed('!data.exists()')).toBe('(!data.exists())');
    expect(parsed('-a.b * 2')).toBe('((-a.b) * 2)');
    expect(parsed('!!a')).toBe('(!(!a))');
    expect(parsed('(a || b) && c')).toBe('((a || b) && c)');
  });

  it('parses member chains, indexes, method calls and lists', () => {
    expect(parsed("root.child('users/' + auth.uid).child('name').val()")).toBe('root.child(("users/" + auth.uid)).child("name").val()');
    expect(parsed("auth.token['email_verified']")).toBe('auth.token["email_verified"]');
    expect(parsed("newData.hasChildren(['a', 'b'])")).toBe('newData.hasChildren(["a", "b"])');
    expect(parsed("'abc'.length")).toBe('"abc".length');
    expect(parsed('$uid')).toBe('$uid');
  });

  it('reads literals: both quote styles, escapes, decimals, exponents, true/false/null', () => {
    expect(parsed(`"it's" == 'say "hi"'`)).toBe(`("it's" == "say \\"hi\\"")`);
    expect(parsed("'a\\'b\\n\\u0041'")).toBe(JSON.stringify("a'b\nA"));
    expect(parsed('1.5 + .5 + 2e3')).toBe('((1.5 + 0.5) + 2000)');
    expect(parsed('true != false && null == null')).toBe('((true != false) && (null == null))');
  });

  it('tells a regular expression literal from division by what comes before the slash', () => {
    expect(parsed('a / b / c')).toBe('((a / b) / c)');
    expect(parsed('(a) / 2')).toBe('(a / 2)');
    expect(parsed('newData.val().matches(/^[a-z]+\\/x$/i)')).toBe('newData.val().matches(/^[a-z]+\\/x$/i)');
    expect(parsed('x.matches(/[/]/)')).toBe('x.matches(/[/]/)');
    const regex = parseExpression('x.matches(/^ab+c$/i)');
    expect(regex.type === 'call' && regex.args[0].type === 'regex' && regex.args[0].value.flags).toBe('i');
  });

  it('reports errors with the offset of the problem inside the expression', () => {
    expect(errorOf('auth.uid = 1')).toEqual({ message: expect.stringContaining("'=' is assignment"), offset: 9 });
    expect(errorOf('a & b')).toEqual({ message: expect.stringContaining("use '&&'"), offset: 2 });
    expect(errorOf("'abc")).toEqual({ message: expect.stringContaining('unterminated string'), offset: 0 });
    expect(errorOf('(a || b')).toEqual({ message: expect.stringContaining("expected ')'"), offset: 7 });
    expect(errorOf('a b')).toEqual({ message: expect.stringContaining("unexpected 'b'"), offset: 2 });
    expect(errorOf('a ? b')).toEqual({ message: expect.stringContaining("expected ':'"), offset: 5 });
    expect(errorOf('x.matches(/abc)')).toEqual({ message: expect.stringContaining('unterminated regular expression'), offset: 10 });
    expect(errorOf('x.matches(/a(/)')).toEqual({ message: expect.stringContaining('unclosed group'), offset: 12 });
    expect(errorOf('x.matches(/a/g)')).toEqual({ message: expect.stringContaining("flags 'g'"), offset: 13 });
    expect(errorOf('foo()')).toEqual({ message: expect.stringContaining('only methods can be called'), offset: 3 });
    expect(errorOf('   ')).toEqual({ message: 'empty rule expression', offset: 0 });
    expect(errorOf('a &&')).toEqual({ message: expect.stringContaining('ends too early'), offset: 4 });
    expect(errorOf('a.')).toEqual({ message: expect.stringContaining("after '.'"), offset: 2 });
    expect(errorOf('12abc')).toEqual({ message: expect.stringContaining('bad number'), offset: 0 });
  });
});

type Arith = number | { op: '+' | '-' | '*'; left: Arith; right: Arith };
const PRECEDENCE = { '+': 1, '-': 1, '*': 2 } as const;

/** Prints with only the parentheses that precedence and left-associativity require. */
function printMinimal(node: Arith): string {
  if (typeof node === 'number') return String(node);
  const power = PRECEDENCE[node.op];
  const side = (child: Arith, needsParens: (childPower: number) => boolean) =>
    typeof child !== 'number' && needsParens(PRECEDENCE[child.op]) ? `(${printMinimal(child)})` : printMinimal(child);
  return `${side(node.left, (p) => p < power)} ${node.op} ${side(node.right, (p) => p <= power)}`;
}

function compute(node: Arith): number {
  if (typeof node === 'number') return node;
  const [a, b] = [compute(node.left), compute(node.right)];
  return node.op === '+' ? a + b : node.op === '-' ? a - b : a * b;
}

const arithmetic: fc.Arbitrary<Arith> = fc.letrec<{ node: Arith }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer({ min: 0, max: 9 }),
    fc.record({ op: fc.constantFrom('+', '-', '*'), left: tie('node'), right: tie('node') }) as fc.Arbitrary<Arith>,
  ),
})).node;

describe('rule expression parser (property)', () => {
  it('evaluates minimally parenthesised arithmetic exactly as precedence and associativity dictate', () => {
    fc.assert(
      fc.property(arithmetic, (tree) => {
        const text = printMinimal(tree);
        expect(evalRule(`${text} == ${compute(tree)}`)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
