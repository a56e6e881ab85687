// A digest of a database value that does not depend on key order, to compare the two sides.
import { createHash } from 'node:crypto';

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) {
    // The database stores arrays as objects keyed 0, 1, …; compare them that way.
    return canonical(Object.fromEntries(value.map((v, i) => [String(i), v]).filter(([, v]) => v !== null)));
  }
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
}

export function digestOf(value: unknown): string {
  return createHash('sha256').update(canonical(value)).digest('base64url').slice(0, 22);
}
