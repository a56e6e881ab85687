// A stable order for couple ids wherever the rules leave the order open (listing a shared place,
// the recalled set): back numbers compare as numbers, so 9 comes before 10.

const DIGITS = /^\d+$/;

export function compareCoupleIds(a: string, b: string): number {
  const aNumeric = DIGITS.test(a);
  const bNumeric = DIGITS.test(b);
  if (aNumeric && bNumeric) {
    // Compare by length first so ids longer than a double's precision still order correctly.
    const a0 = a.replace(/^0+(?=\d)/, '');
    const b0 = b.replace(/^0+(?=\d)/, '');
    if (a0.length !== b0.length) return a0.length - b0.length;
    if (a0 !== b0) return a0 < b0 ? -1 : 1;
  } else if (aNumeric !== bNumeric) {
    return aNumeric ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}
