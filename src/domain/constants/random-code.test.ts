import { CODE_ALPHABET, CODE_LENGTH, type RandomBytes, isWellFormedCode, randomCode } from './random-code';

/** A byte source that replays a fixed sequence, to drive the rejection branch deterministically. */
function replay(sequence: number[]): RandomBytes {
  let i = 0;
  return (bytes) => {
    for (let k = 0; k < bytes.length; k++) bytes[k] = sequence[i++ % sequence.length];
    return bytes;
  };
}

describe('randomCode', () => {
  it('uses an alphabet without look-alike characters', () => {
    for (const ch of '0O1IL') expect(CODE_ALPHABET).not.toContain(ch);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
  });

  it('makes 7-character codes from the crypto source', () => {
    const codes = Array.from({ length: 50 }, () => randomCode());
    for (const code of codes) {
      expect(code).toHaveLength(CODE_LENGTH);
      expect(isWellFormedCode(code)).toBe(true);
    }
    expect(new Set(codes).size).toBeGreaterThan(45);
  });

  it('maps accepted bytes onto the alphabet', () => {
    expect(randomCode(replay([0, 1, 2, 3, 4, 5, 30]))).toBe(`ABCDEF${CODE_ALPHABET[30]}`);
    expect(randomCode(replay([31]))).toBe('AAAAAAA');
  });

  it('rejects bytes at or above the last full multiple of the alphabet size instead of biasing', () => {
    const limit = 256 - (256 % CODE_ALPHABET.length);
    expect(limit).toBe(248);
    // 248..255 would map to the first letters by modulo; they must be skipped, not used.
    expect(randomCode(replay([248, 255, 250, 1]))).toBe('BBBBBBB');
    expect(randomCode(replay([247]))).toBe(CODE_ALPHABET[247 % 31].repeat(7));
  });

  it('draws every letter equally often when every byte value is equally likely', () => {
    const counts = new Map<string, number>();
    const allBytes = Array.from({ length: 256 }, (_, b) => b);
    const code = randomCode(replay(allBytes), 248);
    for (const ch of code) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(CODE_ALPHABET.length);
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });

  it('recognises malformed codes', () => {
    expect(isWellFormedCode('ABCDEF')).toBe(false);
    expect(isWellFormedCode('ABCDEF0')).toBe(false);
    expect(isWellFormedCode('abcdefg')).toBe(false);
  });
});
