import { RuleSnapshot } from '../snapshot.ts';
import { RuleEvalError, typeName, type Value } from '../values.ts';

/** Runs `target.method(...args)` for the snapshot and string methods of the rules language. */
export function callMethod(target: Value, method: string, args: readonly Value[]): Value {
  if (target instanceof RuleSnapshot) return callSnapshotMethod(target, method, args);
  if (typeof target === 'string') return callStringMethod(target, method, args);
  const hint = target === null ? ' (a missing value or property reads as null)' : '';
  throw new RuleEvalError(`cannot call ${method}() on ${typeName(target)}${hint}`);
}

function callSnapshotMethod(snapshot: RuleSnapshot, method: string, args: readonly Value[]): Value {
  switch (method) {
    case 'val':
      return snapshot.val();
    case 'child':
      return snapshot.child(stringArg(method, args[0]));
    case 'parent':
      return snapshot.parent();
    case 'hasChild':
      return snapshot.hasChild(stringArg(method, args[0]));
    case 'hasChildren':
      return snapshot.hasChildren(args.length === 0 ? undefined : stringListArg(args[0]));
    case 'exists':
      return snapshot.exists();
    case 'getPriority':
      return snapshot.getPriority();
    case 'isNumber':
      return snapshot.isNumber();
    case 'isString':
      return snapshot.isString();
    case 'isBoolean':
      return snapshot.isBoolean();
    default:
      throw new RuleEvalError(`a data snapshot has no method ${method}()`);
  }
}

function callStringMethod(text: string, method: string, args: readonly Value[]): Value {
  switch (method) {
    case 'contains':
      return text.includes(stringArg(method, args[0]));
    case 'beginsWith':
      return text.startsWith(stringArg(method, args[0]));
    case 'endsWith':
      return text.endsWith(stringArg(method, args[0]));
    case 'replace':
      // Firebase replaces every occurrence, unlike JavaScript's String.prototype.replace with a string.
      return replaceAll(text, stringArg(method, args[0]), stringArg(method, args[1]));
    case 'toLowerCase':
      return text.toLowerCase();
    case 'toUpperCase':
      return text.toUpperCase();
    case 'matches':
      return regexArg(args[0]).test(text);
    default:
      throw new RuleEvalError(`a string has no method ${method}()`);
  }
}

function replaceAll(text: string, search: string, replacement: string): string {
  // A function replacement keeps `$&` and friends in the replacement literal.
  return text.replaceAll(search, () => replacement);
}

function stringArg(method: string, arg: Value | undefined): string {
  if (typeof arg !== 'string') throw new RuleEvalError(`${method}() needs a string argument, but got ${typeName(arg ?? null)}`);
  return arg;
}

function stringListArg(arg: Value | undefined): string[] {
  if (!Array.isArray(arg)) throw new RuleEvalError(`hasChildren() needs a list of strings, but got ${typeName(arg ?? null)}`);
  const list: readonly Value[] = arg;
  return list.map((item) => stringArg('hasChildren', item));
}

function regexArg(arg: Value | undefined): RegExp {
  if (!(arg instanceof RegExp)) throw new RuleEvalError(`matches() needs a regular expression, but got ${typeName(arg ?? null)}`);
  return arg;
}
