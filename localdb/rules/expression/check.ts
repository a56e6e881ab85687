import type { Expr } from './ast.ts';
import { ExpressionError } from './expression-error.ts';
import { snapshotMethod, stringMethod, type MethodSignature, type StaticType } from './methods.ts';

export type RuleKind = 'read' | 'write' | 'validate';

export interface RuleScope {
  kind: RuleKind;
  /** Wildcard names bound at or above the rule, with their `$`. */
  variables: ReadonlySet<string>;
}

/**
 * Rejects, before any request, what Firebase refuses to deploy: unknown variables, `newData` in a
 * read rule, unknown methods, wrong argument counts, operators on the wrong static types, and a rule
 * that cannot be a boolean. Types only known at run time are checked again then.
 */
export function checkRule(expr: Expr, scope: RuleScope): void {
  const type = typeOf(expr, scope);
  if (!fits(type, 'boolean')) {
    throw new ExpressionError(`a .${scope.kind} rule must be a boolean expression, but this one is ${describeType(type)}`, expr.start);
  }
}

function typeOf(expr: Expr, scope: RuleScope): StaticType {
  switch (expr.type) {
    case 'literal':
      return expr.value === null ? 'null' : (typeof expr.value as StaticType);
    case 'regex':
      throw new ExpressionError('a regular expression is only allowed as the argument of matches()', expr.start);
    case 'array':
      for (const item of expr.items) typeOf(item, scope);
      return 'list';
    case 'identifier':
      return identifierType(expr.name, expr.start, scope);
    case 'member':
      return memberType(typeOf(expr.object, scope), expr.property, expr.start);
    case 'index':
      return indexType(expr, scope);
    case 'call':
      return callType(expr, scope);
    case 'unary':
      requireType(typeOf(expr.operand, scope), expr.operator === '!' ? 'boolean' : 'number', `operand of '${expr.operator}'`, expr.start);
      return expr.operator === '!' ? 'boolean' : 'number';
    case 'logical':
      requireType(typeOf(expr.left, scope), 'boolean', `left operand of '${expr.operator}'`, expr.start);
      requireType(typeOf(expr.right, scope), 'boolean', `right operand of '${expr.operator}'`, expr.start);
      return 'boolean';
    case 'binary':
      return binaryType(expr.operator, typeOf(expr.left, scope), typeOf(expr.right, scope), expr.start);
    case 'conditional': {
      requireType(typeOf(expr.test, scope), 'boolean', "condition of '?:'", expr.start);
      const consequent = typeOf(expr.consequent, scope);
      const alternate = typeOf(expr.alternate, scope);
      return consequent === alternate ? consequent : 'any';
    }
  }
}

function identifierType(name: string, start: number, scope: RuleScope): StaticType {
  switch (name) {
    case 'auth':
      return 'any';
    case 'now':
      return 'number';
    case 'root':
    case 'data':
      return 'snapshot';
    case 'newData':
      if (scope.kind === 'read') throw new ExpressionError('newData is only available in .write and .validate rules', start);
      return 'snapshot';
    case 'query':
      if (scope.kind !== 'read') throw new ExpressionError('query is only available in .read rules', start);
      return 'map';
  }
  if (name.startsWith('$')) {
    if (scope.variables.has(name)) return 'string';
    const known = [...scope.variables].join(', ');
    throw new ExpressionError(`unknown variable '${name}': no wildcard of that name at or above this rule${known ? ` (in scope: ${known})` : ''}`, start);
  }
  throw new ExpressionError(`unknown variable '${name}' (rules know auth, now, root, data, newData, query and $wildcards)`, start);
}

function memberType(object: StaticType, property: string, start: number): StaticType {
  if (object === 'snapshot') {
    const hint = snapshotMethod(property) ? `call ${property}()` : `use child('${property}')`;
    throw new ExpressionError(`a data snapshot has no property '${property}'; ${hint}`, start);
  }
  if (object === 'string' || object === 'list') {
    if (property === 'length') return 'number';
    throw new ExpressionError(`${describeType(object)} has no property '${property}'`, start);
  }
  if (object === 'map' || object === 'any') return 'any';
  throw new ExpressionError(`${describeType(object)} has no property '${property}'`, start);
}

function indexType(expr: Extract<Expr, { type: 'index' }>, scope: RuleScope): StaticType {
  const object = typeOf(expr.object, scope);
  const index = typeOf(expr.index, scope);
  if (object !== 'map' && object !== 'any' && object !== 'list') {
    throw new ExpressionError(`cannot use [ ] on ${describeType(object)}${object === 'snapshot' ? "; use child(...)" : ''}`, expr.start);
  }
  if (!fits(index, 'string') && !fits(index, 'number')) throw new ExpressionError(`an index must be a string or a number, not ${describeType(index)}`, expr.start);
  return 'any';
}

function callType(expr: Extract<Expr, { type: 'call' }>, scope: RuleScope): StaticType {
  const object = typeOf(expr.object, scope);
  const signature = methodFor(object, expr.method, expr.start);
  if (expr.args.length < signature.minArgs || expr.args.length > signature.maxArgs) {
    const expected = signature.minArgs === signature.maxArgs ? `${signature.minArgs}` : `${signature.minArgs} to ${signature.maxArgs}`;
    throw new ExpressionError(`${expr.method}() takes ${expected} argument${signature.maxArgs === 1 ? '' : 's'}, got ${expr.args.length}`, expr.start);
  }
  if (expr.method === 'matches') {
    const [pattern] = expr.args;
    if (pattern.type !== 'regex') throw new ExpressionError('matches() takes a regular expression literal, like matches(/^[a-z]+$/)', pattern.start);
    return signature.returns;
  }
  const expectedArg: StaticType = expr.method === 'hasChildren' ? 'list' : 'string';
  for (const arg of expr.args) requireType(typeOf(arg, scope), expectedArg, `argument of ${expr.method}()`, arg.start);
  return signature.returns;
}

function methodFor(object: StaticType, method: string, start: number): MethodSignature {
  const onSnapshot = snapshotMethod(method);
  const onString = stringMethod(method);
  if (object === 'snapshot' && onSnapshot) return onSnapshot;
  if (object === 'string' && onString) return onString;
  if (object === 'any' && (onSnapshot ?? onString)) return (onSnapshot ?? onString) as MethodSignature;
  if (object === 'any' || object === 'snapshot' || object === 'string') {
    throw new ExpressionError(`unknown method '${method}()'${object === 'any' ? '' : ` on ${describeType(object)}`}`, start);
  }
  throw new ExpressionError(`${describeType(object)} has no method '${method}()'`, start);
}

function binaryType(operator: string, left: StaticType, right: StaticType, start: number): StaticType {
  switch (operator) {
    case '+':
      requireOneOf(left, ['number', 'string'], `left operand of '+'`, start);
      requireOneOf(right, ['number', 'string'], `right operand of '+'`, start);
      if (left === 'number' && right === 'number') return 'number';
      return left === 'string' || right === 'string' ? 'string' : 'any';
    case '-':
    case '*':
    case '/':
    case '%':
      requireType(left, 'number', `left operand of '${operator}'`, start);
      requireType(right, 'number', `right operand of '${operator}'`, start);
      return 'number';
    case '<':
    case '<=':
    case '>':
    case '>=':
      requireOneOf(left, ['number', 'string'], `left operand of '${operator}'`, start);
      requireOneOf(right, ['number', 'string'], `right operand of '${operator}'`, start);
      if (left !== 'any' && right !== 'any' && left !== right) {
        throw new ExpressionError(`'${operator}' compares ${describeType(left)} with ${describeType(right)}; both sides must have the same type`, start);
      }
      return 'boolean';
    default:
      if (left === 'snapshot' || right === 'snapshot') {
        throw new ExpressionError(`'${operator}' cannot compare a data snapshot; compare its val()`, start);
      }
      return 'boolean';
  }
}

function fits(actual: StaticType, expected: StaticType): boolean {
  return actual === expected || actual === 'any';
}

function requireType(actual: StaticType, expected: StaticType, what: string, start: number): void {
  if (!fits(actual, expected)) throw new ExpressionError(`the ${what} must be ${describeType(expected)}, not ${describeType(actual)}`, start);
}

function requireOneOf(actual: StaticType, expected: readonly StaticType[], what: string, start: number): void {
  if (actual !== 'any' && !expected.includes(actual)) {
    throw new ExpressionError(`the ${what} must be ${expected.map(describeType).join(' or ')}, not ${describeType(actual)}`, start);
  }
}

function describeType(type: StaticType): string {
  switch (type) {
    case 'snapshot':
      return 'a data snapshot';
    case 'map':
      return 'an object';
    case 'regex':
      return 'a regular expression';
    case 'list':
      return 'a list';
    case 'any':
      return 'a value of unknown type';
    case 'null':
      return 'null';
    default:
      return `a ${type}`;
  }
}
