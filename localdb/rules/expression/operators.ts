import type { BinaryOperator } from './ast.ts';
import { RuleSnapshot } from '../snapshot.ts';
import type { JsonValue } from '../types.ts';
import { RuleEvalError, typeName, type Value } from '../values.ts';

// Operator semantics at run time. Rules are typed: no coercion, `==` is `===`, `+` joins strings.

export function applyBinary(operator: BinaryOperator, left: Value, right: Value): Value {
  switch (operator) {
    case '==':
    case '===':
      return strictEquals(left, right);
    case '!=':
    case '!==':
      return !strictEquals(left, right);
    case '+':
      return add(left, right);
    case '-':
    case '*':
    case '/':
    case '%':
      return arithmetic(operator, left, right);
    default:
      return compare(operator, left, right);
  }
}

export function requireBoolean(value: Value, what: string): boolean {
  if (typeof value !== 'boolean') throw new RuleEvalError(`the ${what} must be a boolean, but was ${typeName(value)}${describeNull(value)}`);
  return value;
}

export function negate(value: Value): number {
  if (typeof value !== 'number') throw new RuleEvalError(`unary '-' needs a number, but got ${typeName(value)}`);
  return -value;
}

function describeNull(value: Value): string {
  return value === null ? ' (a missing value or property reads as null)' : '';
}

function strictEquals(left: Value, right: Value): boolean {
  if (left === right) return true;
  if (left instanceof RuleSnapshot || right instanceof RuleSnapshot) {
    throw new RuleEvalError('cannot compare a data snapshot; compare its val()');
  }
  if (left === null || right === null || typeof left !== 'object' || typeof right !== 'object') return false;
  if (left instanceof RegExp || right instanceof RegExp) return false;
  return isJson(left) && isJson(right) && deepEquals(left, right);
}

function isJson(value: Value): value is JsonValue {
  return value === null || typeof value !== 'object' || Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;
}

function deepEquals(left: JsonValue, right: JsonValue): boolean {
  if (left === right) return true;
  if (left === null || right === null || typeof left !== 'object' || typeof right !== 'object') return false;
  if (Array.isArray(left) || Array.isArray(right)) {
    return Array.isArray(left) && Array.isArray(right) && left.length === right.length && left.every((item, i) => deepEquals(item, right[i]));
  }
  const leftKeys = Object.keys(left);
  if (leftKeys.length !== Object.keys(right).length) return false;
  return leftKeys.every((key) => Object.hasOwn(right, key) && deepEquals(left[key], right[key]));
}

function add(left: Value, right: Value): Value {
  if (typeof left === 'number' && typeof right === 'number') return left + right;
  const leftOk = typeof left === 'string' || typeof left === 'number';
  const rightOk = typeof right === 'string' || typeof right === 'number';
  if (leftOk && rightOk) return String(left) + String(right);
  throw new RuleEvalError(`'+' needs numbers or strings, but got ${typeName(left)} and ${typeName(right)}${describeNull(leftOk ? right : left)}`);
}

function arithmetic(operator: '-' | '*' | '/' | '%', left: Value, right: Value): number {
  if (typeof left !== 'number' || typeof right !== 'number') {
    throw new RuleEvalError(`'${operator}' needs two numbers, but got ${typeName(left)} and ${typeName(right)}`);
  }
  switch (operator) {
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      // Firebase gives NaN for any division by zero (1/0 + '' is 'NaN'), where JavaScript gives ±Infinity.
      return right === 0 ? NaN : left / right;
    default:
      return left % right;
  }
}

function compare(operator: BinaryOperator, left: Value, right: Value): boolean {
  const bothNumbers = typeof left === 'number' && typeof right === 'number';
  const bothStrings = typeof left === 'string' && typeof right === 'string';
  if (!bothNumbers && !bothStrings) {
    throw new RuleEvalError(`'${operator}' compares two numbers or two strings, but got ${typeName(left)} and ${typeName(right)}`);
  }
  const a = left as number | string;
  const b = right as number | string;
  switch (operator) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    default:
      return a >= b;
  }
}
