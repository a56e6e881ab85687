// Numeric keys (round numbers) come back from the database, SDK and REST alike, as sparse arrays; screens want
// records. Without zod, so a page's first-paint module can use it too (src/features/live/first-paint).

/** `value` as a record: a sparse array by its indexes (holes left out), an object as it is, anything else empty. */
export function keyedRecord(value: unknown): Record<string, unknown> {
  if (Array.isArray(value)) {
    return Object.fromEntries(value.map((v, i) => [String(i), v] as const).filter(([, v]) => v !== null && v !== undefined));
  }
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}
