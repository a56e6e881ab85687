import type { Expr } from './ast.ts';
import { ExpressionError } from './expression-error.ts';
import { QUERY_FIELDS, snapshotMethod, stringMethod, type MethodSignature, type StaticType } from './methods.ts';

export type RuleKind = 'read' | 'write' | 'validate';

export interface RuleScope {
  kind: RuleKind;
  /** Wildcard names bound at or above the rule, with their `$`. */
  variables: ReadonlySet<string>;
}

/** Values whose exact type is only known at run time; operators and string methods are checked again then. */
const FUZZY: ReadonlySet<StaticType> = new Set(['any', 'primitive']);

/**
 * Rejects, before any request, what Firebase refuses to deploy: unknown variables, `newData` in a
 * read rule, `query` outside one, unknown methods and properties, wrong arguments, operators on the
 * wrong static types, and any rule, `&&`/`||`/`!` operand or `?:` part that is not certainly a
 * boolean. Types only known at run time (values read from auth or val()) are checked again then.
 */
export function checkRule(expr: Expr, scope: RuleScope): void {
  const type = typeOf(expr, scope);
  if (type !== 'boolean') {
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
      throw new ExpressionError("a list [ … ] is only allowed as the argument of hasChildren(), like hasChildren(['a', 'b'])", expr.start);
    case 'identifier':
      return identifierType(expr.name, expr.start, scope);
    case 'member':
      return memberType(typeOf(expr.object, scope), expr.property, expr.start);
    case 'index':
      return indexType(expr, scope);
    case 'call':
      return callType(expr, scope);
    case 'unary':
      if (expr.operator === '!') {
        requireBoolean(typeOf(expr.operand, scope), "operand of '!'", expr.start);
        return 'boolean';
      }
      requireOneOf(typeOf(expr.operand, scope), ['number'], "operand of unary '-'", expr.start);
      return 'number';
    case 'logical':
      requireBoolean(typeOf(expr.left, scope), `left operand of '${expr.operator}'`, expr.start);
      requireBoolean(typeOf(expr.right, scope), `right operand of '${expr.operator}'`, expr.start);
      return 'boolean';
    case 'binary':
      return binaryType(expr.operator, typeOf(expr.left, scope), typeOf(expr.right, scope), expr.start);
    case 'conditional':
      // Firebase refuses a ternary whose branches are not booleans (c ? 7 : true); requiring both to be
      // booleans is the stricter reading of that (see localdb/README.md).
      requireBoolean(typeOf(expr.test, scope), "condition of '?:'", expr.start);
      requireBoolean(typeOf(expr.consequent, scope), "first branch of '?:'", expr.consequent.start);
      requireBoolean(typeOf(expr.alternate, scope), "second branch of '?:'", expr.alternate.start);
      return 'boolean';
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
      return 'query';
  }
  if (name.startsWith('$')) {
    if (scope.variables.has(name)) return 'string';
    const known = [...scope.variables].join(', ');
    throw new ExpressionError(`unknown variable '${name}': no wildcard of that name at or above this rule${known ? ` (in scope: ${known})` : ''}`, start);
  }
  throw new ExpressionError(`unknown variable '${name}' (rules know auth, now, root, data, newData, query and $wildcards)`, start);
}

function memberType(object: StaticType, property: string, start: number): StaticType {
  switch (object) {
    case 'snapshot': {
      const hint = snapshotMethod(property) ? `call ${property}()` : `use child('${property}')`;
      throw new ExpressionError(`a data snapshot has no property '${property}'; ${hint}`, start);
    }
    case 'query':
      if (Object.hasOwn(QUERY_FIELDS, property)) return QUERY_FIELDS[property];
      throw new ExpressionError(`query has no field '${property}' (it has ${Object.keys(QUERY_FIELDS).join(', ')})`, start);
    case 'any':
      return 'any';
    case 'string':
    case 'primitive':
      if (property === 'length') return 'number';
      throw new ExpressionError(
        `${describeType(object)} has no property '${property}'${object === 'primitive' ? ' (val() gives a string, number, boolean or null; read a child with child(...).val())' : ''}`,
        start,
      );
    default:
      throw new ExpressionError(`${describeType(object)} has no property '${property}'`, start);
  }
}

function indexType(expr: Extract<Expr, { type: 'index' }>, scope: RuleScope): StaticType {
  const object = typeOf(expr.object, scope);
  const index = typeOf(expr.index, scope);
  if (object === 'query' && expr.index.type === 'literal' && typeof expr.index.value === 'string') {
    return memberType(object, expr.index.value, expr.start);
  }
  if (object !== 'any') {
    const hint = object === 'snapshot' ? '; use child(...)' : object === 'primitive' ? '; read a child with child(...).val()' : '';
    throw new ExpressionError(`cannot use [ ] on ${describeType(object)}${hint}`, expr.start);
  }
  if (index !== 'string' && index !== 'number' && !FUZZY.has(index)) {
    throw new ExpressionError(`an index must be a string or a number, not ${describeType(index)}`, expr.start);
  }
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
  if (expr.method === 'hasChildren' && expr.args.length === 1) {
    checkChildNames(expr.args[0], scope);
    return signature.returns;
  }
  for (const arg of expr.args) requireOneOf(typeOf(arg, scope), ['string'], `argument of ${expr.method}()`, arg.start);
  return signature.returns;
}

/** hasChildren takes a non-empty list literal whose items may be strings. */
function checkChildNames(list: Expr, scope: RuleScope): void {
  if (list.type !== 'array') throw new ExpressionError("hasChildren() takes a list of child names, like hasChildren(['a', 'b'])", list.start);
  if (list.items.length === 0) throw new ExpressionError('hasChildren() got an empty list; call hasChildren() without arguments to ask for any child', list.start);
  for (const item of list.items) requireOneOf(typeOf(item, scope), ['string'], 'item in the list of hasChildren()', item.start);
}

function methodFor(object: StaticType, method: string, start: number): MethodSignature {
  if (object === 'snapshot') {
    const signature = snapshotMethod(method);
    if (signature) return signature;
    throw new ExpressionError(`unknown method '${method}()' on a data snapshot`, start);
  }
  if (object === 'string' || FUZZY.has(object)) {
    const signature = stringMethod(method);
    if (signature) return signature;
    throw new ExpressionError(`unknown method '${method}()' on ${describeType(object)} (strings have contains, beginsWith, endsWith, replace, toLowerCase, toUpperCase, matches)`, start);
  }
  throw new ExpressionError(`${describeType(object)} has no method '${method}()'`, start);
}

function binaryType(operator: string, left: StaticType, right: StaticType, start: number): StaticType {
  switch (operator) {
    case '+':
      requireOneOf(left, ['number', 'string'], `left operand of '+'`, start);
      requireOneOf(right, ['number', 'string'], `right operand of '+'`, start);
      if (left === 'string' || right === 'string') return 'string';
      return left === 'number' && right === 'number' ? 'number' : 'primitive';
    case '-':
    case '*':
    case '/':
    case '%':
      requireOneOf(left, ['number'], `left operand of '${operator}'`, start);
      requireOneOf(right, ['number'], `right operand of '${operator}'`, start);
      return 'number';
    case '<':
    case '<=':
    case '>':
    case '>=':
      requireOneOf(left, ['number', 'string'], `left operand of '${operator}'`, start);
      requireOneOf(right, ['number', 'string'], `right operand of '${operator}'`, start);
      if (!FUZZY.has(left) && !FUZZY.has(right) && left !== right) {
        throw new ExpressionError(`'${operator}' compares ${describeType(left)} with ${describeType(right)}; both sides must have the same type`, start);
      }
      return 'boolean';
    default:
      for (const side of [left, right]) {
        if (side === 'snapshot') throw new ExpressionError(`'${operator}' cannot compare a data snapshot; compare its val()`, start);
        if (side === 'query' || side === 'regex') throw new ExpressionError(`'${operator}' cannot compare ${describeType(side)}`, start);
      }
      return 'boolean';
  }
}

function requireBoolean(actual: StaticType, what: string, start: number): void {
  if (actual !== 'boolean') {
    const hint = FUZZY.has(actual) ? " (compare it, like auth.token.admin == true, so it is certainly a boolean)" : '';
    throw new ExpressionError(`the ${what} must be a boolean, not ${describeType(actual)}${hint}`, start);
  }
}

/** `expected` lists concrete types; a fuzzy type passes here and is checked at run time. */
function requireOneOf(actual: StaticType, expected: readonly StaticType[], what: string, start: number): void {
  if (!FUZZY.has(actual) && !expected.includes(actual)) {
    throw new ExpressionError(`the ${what} must be ${expected.map(describeType).join(' or ')}, not ${describeType(actual)}`, start);
  }
}

function describeType(type: StaticType): string {
  switch (type) {
    case 'snapshot':
      return 'a data snapshot';
    case 'query':
      return 'the query';
    case 'regex':
      return 'a regular expression';
    case 'primitive':
      return 'a value read with val() (of unknown type)';
    case 'any':
      return 'a value of unknown type';
    case 'null':
      return 'null';
    default:
      return `a ${type}`;
  }
}
