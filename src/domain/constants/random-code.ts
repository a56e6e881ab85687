// Judges' tablet access codes: short enough to type on a tablet, unguessable, never misread.

/** No 0/O, 1/I/L, so a code read aloud or off paper is typed right the first time. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 7;

/** Fills the array with random bytes; `crypto.getRandomValues` in Node 20 and browsers. */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const cryptoRandomBytes: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * Bytes at or above the largest multiple of the alphabet size are rejected: taking them modulo the
 * size would make the first 256 % 31 letters more likely than the rest.
 */
const ACCEPT_BELOW = 256 - (256 % CODE_ALPHABET.length);

export function randomCode(randomBytes: RandomBytes = cryptoRandomBytes, length = CODE_LENGTH): string {
  let code = '';
  const buffer = new Uint8Array(length * 2);
  while (code.length < length) {
    randomBytes(buffer);
    for (const byte of buffer) {
      if (byte >= ACCEPT_BELOW) continue;
      code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
      if (code.length === length) break;
    }
  }
  return code;
}

export function isWellFormedCode(value: string): boolean {
  return value.length === CODE_LENGTH && [...value].every((ch) => CODE_ALPHABET.includes(ch));
}
