// How the database stores collections, as zod shapes: maps keyed by string, maps keyed 1, 2, … that the SDK
// returns as sparse arrays, and lists that come back as objects when their keys have gaps.
import { z } from 'zod';

export const keyed = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

/** `{1: …, 2: …}` arrives as a sparse array; both shapes become a keyed record. */
export function keyedOrSparse<T extends z.ZodType>(value: T) {
  return z.union([keyed(value), z.array(value.nullish())]).transform((stored): Record<string, z.output<T>> => {
    if (!Array.isArray(stored)) return stored as Record<string, z.output<T>>;
    const out: Record<string, z.output<T>> = {};
    stored.forEach((item, index) => {
      if (item !== null && item !== undefined) out[String(index)] = item as z.output<T>;
    });
    return out;
  });
}

/** A stored list: an array, or an object when its keys have gaps. */
export const listOf = <T extends z.ZodType>(item: T) => z.union([z.array(item), z.record(z.string(), item).transform((o) => Object.values(o))]);
