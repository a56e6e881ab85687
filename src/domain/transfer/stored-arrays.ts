// The database keeps an array as an object keyed "0", "1", …; the SDK turns such objects back into
// arrays when it reads them, but a tree read otherwise (a backup, a test tree) still has the objects.
// Results are read through this, so both shapes give the same file.

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isIndexed(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key, i) => key === String(i));
}

/** A copy with every object keyed 0..n-1 (in order, no gaps) turned into an array. */
export function withStoredArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withStoredArrays);
  if (!isObject(value)) return value;
  if (isIndexed(value)) return Object.values(value).map(withStoredArrays);
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withStoredArrays(child)]));
}
