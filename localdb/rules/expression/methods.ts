// The methods a rule may call, with their arity and result type, shared by the checker and the evaluator.

export type StaticType = 'boolean' | 'number' | 'string' | 'null' | 'snapshot' | 'map' | 'regex' | 'list' | 'any';

export interface MethodSignature {
  minArgs: number;
  maxArgs: number;
  returns: StaticType;
}

export const SNAPSHOT_METHODS: Readonly<Record<string, MethodSignature>> = {
  val: { minArgs: 0, maxArgs: 0, returns: 'any' },
  child: { minArgs: 1, maxArgs: 1, returns: 'snapshot' },
  parent: { minArgs: 0, maxArgs: 0, returns: 'snapshot' },
  hasChild: { minArgs: 1, maxArgs: 1, returns: 'boolean' },
  hasChildren: { minArgs: 0, maxArgs: 1, returns: 'boolean' },
  exists: { minArgs: 0, maxArgs: 0, returns: 'boolean' },
  getPriority: { minArgs: 0, maxArgs: 0, returns: 'any' },
  isNumber: { minArgs: 0, maxArgs: 0, returns: 'boolean' },
  isString: { minArgs: 0, maxArgs: 0, returns: 'boolean' },
  isBoolean: { minArgs: 0, maxArgs: 0, returns: 'boolean' },
};

export const STRING_METHODS: Readonly<Record<string, MethodSignature>> = {
  contains: { minArgs: 1, maxArgs: 1, returns: 'boolean' },
  beginsWith: { minArgs: 1, maxArgs: 1, returns: 'boolean' },
  endsWith: { minArgs: 1, maxArgs: 1, returns: 'boolean' },
  replace: { minArgs: 2, maxArgs: 2, returns: 'string' },
  toLowerCase: { minArgs: 0, maxArgs: 0, returns: 'string' },
  toUpperCase: { minArgs: 0, maxArgs: 0, returns: 'string' },
  matches: { minArgs: 1, maxArgs: 1, returns: 'boolean' },
};

export function snapshotMethod(name: string): MethodSignature | undefined {
  return Object.hasOwn(SNAPSHOT_METHODS, name) ? SNAPSHOT_METHODS[name] : undefined;
}

export function stringMethod(name: string): MethodSignature | undefined {
  return Object.hasOwn(STRING_METHODS, name) ? STRING_METHODS[name] : undefined;
}
