// A faithful copy of the SDK's doubleToIEEE754String (core/util/util.ts). It derives the exponent
// from Math.log(v) / Math.LN2, so for values just below a power of two (2^48-1, 2^53-1,
// 3.9999999999999996) and for subnormals it differs from the true IEEE bits. Transaction hashes
// must match the SDK's, quirks included, or every transaction on such a value fails with maxretry.

const EXPONENT_BITS = 11;
const FRACTION_BITS = 52;
const BIAS = (1 << (EXPONENT_BITS - 1)) - 1;

export function doubleToIEEE754String(input: number): string {
  const { sign, exponent, fraction } = decompose(input);
  const bits: number[] = [];
  let f = fraction;
  let e = exponent;
  for (let i = FRACTION_BITS; i; i -= 1) {
    bits.push(f % 2 ? 1 : 0);
    f = Math.floor(f / 2);
  }
  for (let i = EXPONENT_BITS; i; i -= 1) {
    bits.push(e % 2 ? 1 : 0);
    e = Math.floor(e / 2);
  }
  bits.push(sign ? 1 : 0);
  bits.reverse();
  const str = bits.join('');
  let hex = '';
  for (let i = 0; i < 64; i += 8) {
    const byte = parseInt(str.substr(i, 8), 2).toString(16);
    hex += byte.length === 1 ? '0' + byte : byte;
  }
  return hex.toLowerCase();
}

function decompose(input: number): { sign: boolean; exponent: number; fraction: number } {
  if (input === 0) return { sign: 1 / input === -Infinity, exponent: 0, fraction: 0 };
  const sign = input < 0;
  const v = Math.abs(input);
  if (v >= Math.pow(2, 1 - BIAS)) {
    const ln = Math.min(Math.floor(Math.log(v) / Math.LN2), BIAS);
    return { sign, exponent: ln + BIAS, fraction: Math.round(v * Math.pow(2, FRACTION_BITS - ln) - Math.pow(2, FRACTION_BITS)) };
  }
  return { sign, exponent: 0, fraction: Math.round(v / Math.pow(2, 1 - BIAS - FRACTION_BITS)) };
}
