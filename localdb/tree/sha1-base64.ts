import { createHash } from 'node:crypto';

const SURROGATE = /[\uD800-\uDFFF]/;

/** SHA-1 in standard base64, over the UTF-8 bytes the SDK's stringToByteArray produces. */
export function sha1Base64(text: string): string {
  const hash = createHash('sha1');
  // Node's UTF-8 matches the SDK's except for lone surrogates; only then take the slow path.
  if (SURROGATE.test(text)) hash.update(Buffer.from(sdkUtf8Bytes(text)));
  else hash.update(text, 'utf8');
  return hash.digest('base64');
}

/** @firebase/util crypt.ts stringToByteArray: a high surrogate always swallows the next unit. */
function sdkUtf8Bytes(str: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < str.length; i++) {
    let c = str.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < str.length) {
      const high = c - 0xd800;
      i++;
      c = 0x10000 + (high << 10) + (str.charCodeAt(i) - 0xdc00);
    }
    if (c < 128) out.push(c);
    else if (c < 2048) out.push((c >> 6) | 192, (c & 63) | 128);
    else if (c < 65536) out.push((c >> 12) | 224, ((c >> 6) & 63) | 128, (c & 63) | 128);
    else out.push((c >> 18) | 240, ((c >> 12) & 63) | 128, ((c >> 6) & 63) | 128, (c & 63) | 128);
  }
  return out;
}
