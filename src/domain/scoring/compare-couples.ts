// A stable order for couple ids wherever the rules leave the order open (listing a shared place,
// the recalled set): back numbers compare as numbers, so 9 comes before 10, and come before any
// other kind of id.

const DIGITS = /^\d+$/;

interface IdKey {
  numeric: boolean;
  /** Digits without leading zeros, for numeric ids (compared by length, then text: no precision limit). */
  digits: string;
  id: string;
}

function keyOf(id: string): IdKey {
  const numeric = DIGITS.test(id);
  return { numeric, digits: numeric ? id.replace(/^0+(?=\d)/, '') : '', id };
}

function compareKeys(a: IdKey, b: IdKey): number {
  if (a.numeric !== b.numeric) return a.numeric ? -1 : 1;
  if (a.numeric) {
    if (a.digits.length !== b.digits.length) return a.digits.length - b.digits.length;
    if (a.digits !== b.digits) return a.digits < b.digits ? -1 : 1;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function compareCoupleIds(a: string, b: string): number {
  return compareKeys(keyOf(a), keyOf(b));
}

/** The ids in couple-number order (each id's key is worked out once, not per comparison). */
export function sortCoupleIds(ids: readonly string[]): string[] {
  return ids
    .map(keyOf)
    .sort(compareKeys)
    .map((key) => key.id);
}
