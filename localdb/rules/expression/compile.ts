import type { Expr } from './ast.ts';
import { callMethod } from './call.ts';
import type { EvalContext } from './context.ts';
import { applyBinary, negate, requireBoolean } from './operators.ts';
import { MapValue, RuleEvalError, typeName, type Value } from '../values.ts';

export type Evaluate = (context: EvalContext) => Value;

const NO_ARGUMENTS: readonly Value[] = Object.freeze([]);

/**
 * Turns a checked syntax tree into nested closures once, so that each request only runs them;
 * no rule text ever reaches eval or Function.
 */
export function compileExpression(expr: Expr): Evaluate {
  switch (expr.type) {
    case 'literal': {
      const value = expr.value;
      return () => value;
    }
    case 'regex': {
      const value = expr.value;
      return () => value;
    }
    case 'array': {
      const items = expr.items.map(compileExpression);
      return (c) => items.map((item) => item(c));
    }
    case 'identifier':
      return compileIdentifier(expr.name);
    case 'member': {
      const object = compileExpression(expr.object);
      const property = expr.property;
      return (c) => readProperty(object(c), property);
    }
    case 'index': {
      const object = compileExpression(expr.object);
      const index = compileExpression(expr.index);
      return (c) => readIndex(object(c), index(c));
    }
    case 'call':
      return compileCall(expr);
    case 'unary':
      return compileUnary(expr.operator, compileExpression(expr.operand));
    case 'binary': {
      const left = compileExpression(expr.left);
      const right = compileExpression(expr.right);
      const operator = expr.operator;
      return (c) => applyBinary(operator, left(c), right(c));
    }
    case 'logical':
      return compileLogical(expr.operator, compileExpression(expr.left), compileExpression(expr.right));
    case 'conditional': {
      const test = compileExpression(expr.test);
      const consequent = compileExpression(expr.consequent);
      const alternate = compileExpression(expr.alternate);
      return (c) => (requireBoolean(test(c), "condition of '?:'") ? consequent(c) : alternate(c));
    }
  }
}

function compileIdentifier(name: string): Evaluate {
  switch (name) {
    case 'auth':
      return (c) => c.auth;
    case 'now':
      return (c) => c.now;
    case 'root':
      return (c) => c.root;
    case 'data':
      return (c) => c.data;
    case 'newData':
      return (c) => c.newData;
    case 'query':
      return (c) => c.query;
    default:
      return (c) => c.variables[name] ?? null;
  }
}

function compileCall(expr: Extract<Expr, { type: 'call' }>): Evaluate {
  const object = compileExpression(expr.object);
  const method = expr.method;
  const args = expr.args.map(compileExpression);
  if (args.length === 0) return (c) => callMethod(object(c), method, NO_ARGUMENTS);
  if (args.length === 1) {
    const [only] = args;
    return (c) => {
      const target = object(c);
      return callMethod(target, method, [only(c)]);
    };
  }
  return (c) => {
    const target = object(c);
    return callMethod(target, method, args.map((arg) => arg(c)));
  };
}

function compileUnary(operator: '!' | '-', operand: Evaluate): Evaluate {
  if (operator === '!') return (c) => !requireBoolean(operand(c), "operand of '!'");
  return (c) => negate(operand(c));
}

function compileLogical(operator: '&&' | '||', left: Evaluate, right: Evaluate): Evaluate {
  if (operator === '&&') {
    return (c) => requireBoolean(left(c), "left operand of '&&'") && requireBoolean(right(c), "right operand of '&&'");
  }
  return (c) => requireBoolean(left(c), "left operand of '||'") || requireBoolean(right(c), "right operand of '||'");
}

function readProperty(object: Value, property: string): Value {
  if (object instanceof MapValue) return object.get(property);
  if (property === 'length' && (typeof object === 'string' || Array.isArray(object))) return object.length;
  // Firebase reads a field of null as null: auth.uid is null for a signed-out visitor.
  if (object === null) return null;
  throw new RuleEvalError(`${typeName(object)} has no property '${property}'`);
}

function readIndex(object: Value, index: Value): Value {
  if (object instanceof MapValue && (typeof index === 'string' || typeof index === 'number')) return object.get(String(index));
  if (Array.isArray(object) && typeof index === 'number') {
    const list: readonly Value[] = object;
    return list[index] ?? null;
  }
  if (object === null) return null;
  throw new RuleEvalError(`cannot index ${typeName(object)} with ${typeName(index)}`);
}
