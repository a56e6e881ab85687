// Checks for the small fields the public first view reads (competition name, dates, prices, flags, links,
// the visitor's roles), without zod: zod would be a sixth of that page's download budget. Like zod they
// drop unknown keys and say what they expected; screens reading whole records keep zod (schemas.ts).
import type { SchemaIssue, StandardSchemaV1 } from './standard-schema';

type Outcome<T> = { ok: true; value: T } | { ok: false; issues: SchemaIssue[] };

export interface FieldCheck<T> extends StandardSchemaV1<T> {
  readonly run: (value: unknown) => Outcome<T>;
}

/** A field an object may lack. */
export interface OptionalCheck<T> extends FieldCheck<T | undefined> {
  readonly optional: true;
}

function fieldCheck<T>(run: (value: unknown) => Outcome<T>): FieldCheck<T> {
  const validate = (value: unknown) => {
    const outcome = run(value);
    return outcome.ok ? { value: outcome.value } : { issues: outcome.issues };
  };
  return { '~standard': { version: 1, vendor: 'ballroom', validate }, run };
}

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function typed<T>(expected: string, test: (value: unknown) => boolean): FieldCheck<T> {
  return fieldCheck<T>((value) =>
    test(value) ? { ok: true, value: value as T } : { ok: false, issues: [{ message: `expected ${expected}, received ${kindOf(value)}` }] },
  );
}

export const text = typed<string>('string', (value) => typeof value === 'string');
/** JSON has no NaN or Infinity: a finite number, as zod's z.number(). */
export const num = typed<number>('number', (value) => typeof value === 'number' && Number.isFinite(value));
export const flag = typed<boolean>('boolean', (value) => typeof value === 'boolean');

export function oneOf<const T extends readonly (string | number | boolean)[]>(values: T): FieldCheck<T[number]> {
  return typed<T[number]>(`one of ${values.map((v) => JSON.stringify(v)).join(', ')}`, (value) => values.includes(value as T[number]));
}

export function optional<T>(check: FieldCheck<T>): OptionalCheck<T> {
  return { ...fieldCheck<T | undefined>((value) => (value === undefined ? { ok: true, value: undefined } : check.run(value))), optional: true };
}

type Shape = Record<string, FieldCheck<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends OptionalCheck<unknown> ? K : never }[keyof S];
type Checked<C> = C extends FieldCheck<infer T> ? T : never;
type ObjectOf<S extends Shape> = { [K in Exclude<keyof S, OptionalKeys<S>>]: Checked<S[K]> } & {
  [K in OptionalKeys<S>]?: Exclude<Checked<S[K]>, undefined>;
};

/** An object keeping only these fields (others are dropped); an issue's path names the field. */
export function object<S extends Shape>(shape: S): FieldCheck<ObjectOf<S>> {
  return fieldCheck<ObjectOf<S>>((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { ok: false, issues: [{ message: `expected object, received ${kindOf(value)}` }] };
    }
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const outcome = check.run((value as Record<string, unknown>)[key]);
      if (!outcome.ok) return { ok: false, issues: outcome.issues.map((issue) => ({ ...issue, path: [key, ...(issue.path ?? [])] })) };
      if (outcome.value !== undefined) out[key] = outcome.value;
    }
    return { ok: true, value: out as ObjectOf<S> };
  });
}
