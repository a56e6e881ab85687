import { MAX_NAME, MIN_NAME } from '../protocol/query-object.ts';

// Key ordering exactly as the SDK's util.ts nameCompare: 32-bit integer keys first, numerically.

const INTEGER_KEY = /^-?(0*)\d{1,10}$/;
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

function tryParseInt(key: string): number | null {
  if (!INTEGER_KEY.test(key)) return null;
  const value = Number(key);
  return value >= INT32_MIN && value <= INT32_MAX ? value : null;
}

export function nameCompare(a: string, b: string): number {
  if (a === b) return 0;
  if (a === MIN_NAME || b === MAX_NAME) return -1;
  if (b === MIN_NAME || a === MAX_NAME) return 1;
  const aInt = tryParseInt(a);
  const bInt = tryParseInt(b);
  if (aInt !== null) {
    if (bInt === null) return -1;
    return aInt - bInt === 0 ? a.length - b.length : aInt - bInt;
  }
  if (bInt !== null) return 1;
  return a < b ? -1 : 1;
}
