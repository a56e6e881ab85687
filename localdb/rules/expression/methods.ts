// The methods a rule may call, with their arity and result type, shared by the checker and the evaluator.

/**
 * What the checker knows of a value before any request. `primitive` is a string, number, boolean or
 * null (what val() returns); `any` is a value read from auth (an object, a primitive or null); `query`
 * is the fixed record of a read's query parameters.
 */
export type StaticType = 'boolean' | 'number' | 'string' | 'null' | 'snapshot' | 'query' | 'regex' | 'primitive' | 'any';

export interface MethodSignature {
  minArgs: number;
  maxArgs: number;
  returns: StaticType;
}

export const SNAPSHOT_METHODS: Readonly<Record<string, MethodSignature>> = {
  val: { minArgs: 0, maxArgs: 0, returns: 'primitive' },
  child: { minArgs: 1, maxArgs: 1, returns: 'snapshot' },
  parent: { minArgs: 0, maxArgs: 0, returns: 'snapshot' },
  hasChild: { minArgs: 1, maxArgs: 1, returns: 'boolean' },
  hasChildren: { minArgs: 0, maxArgs: 1, returns: 'boolean' },
  exists: { minArgs: 0, maxArgs: 0, returns: 'boolean' },
  getPriority: { minArgs: 0, maxArgs: 0, returns: 'primitive' },
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

/** The documented fields of `query` in a .read rule, with their types; any other name is refused. */
export const QUERY_FIELDS: Readonly<Record<string, StaticType>> = {
  orderByKey: 'boolean',
  orderByValue: 'boolean',
  orderByPriority: 'boolean',
  orderByChild: 'primitive',
  startAt: 'primitive',
  endAt: 'primitive',
  equalTo: 'primitive',
  limitToFirst: 'primitive',
  limitToLast: 'primitive',
};
