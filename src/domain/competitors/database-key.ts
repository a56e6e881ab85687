// Turning names into database keys: deterministic, injective for realistic names, always legal.
import { MAX_KEY_BYTES } from '../key-limits';

/** Characters the database refuses in keys, plus `%` (our escape) and `~` (our separator). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what keys may not hold
const ESCAPED = /[.$#[\]/%~\u0000-\u001f\u007f]/gu;

export const KEY_SEPARATOR = '~';

/** Percent-escapes what a key may not hold, so distinct names stay distinct keys. */
export function escapeKeyPart(text: string): string {
  return text.replace(ESCAPED, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** FNV-1a, 64 bits: enough to tell apart the few pathological names too long to keep whole. */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

const fits = (text: string, maxChars: number) => utf8Length(text) <= MAX_KEY_BYTES && text.length <= maxChars;

/**
 * Keys over the database's 768-byte limit (or `maxChars` UTF-16 units) keep a readable prefix and end
 * in a hash of the whole.
 */
export function fitKey(key: string, maxChars = Infinity): string {
  if (fits(key, maxChars)) return key;
  const suffix = `${KEY_SEPARATOR}h${fnv1a64(key)}`;
  let prefix = '';
  for (const ch of key) {
    if (!fits(prefix + ch + suffix, maxChars)) break;
    prefix += ch;
  }
  // A cut inside an escape sequence would leave a stray `%`; drop the partial sequence.
  prefix = prefix.replace(/%[0-9A-F]?$/u, '');
  return prefix + suffix;
}
