import fc from 'fast-check';
import type { JsonValue } from '../protocol/json.ts';
import { offlineSdk, sdkHash, type OfflineSdk } from '../test/offline-sdk.ts';
import { fromJson } from './from-json.ts';
import { hashNode } from './hash.ts';
import { doubleToIEEE754String } from './ieee754.ts';

// The transaction hash must equal the SDK's own `snap._node.hash()`, or transactions fail with maxretry.

const QUIRKY_NUMBERS = [281474976710655, 9007199254740991, 3.9999999999999996, 5e-324, 2.2250738585072014e-308, -0.5, 1e21, 0.1, -7, 1.7976931348623157e308];
const KEYS = ['a', 'b', 'B', '~', '0', '1', '2', '10', '01', '-1', '-5', '2147483647', '2147483648', '-2147483649', 'é', 'ключ', '😀', 'a b', '-Nx_a', 'z9'];

const priority = fc.oneof(fc.integer({ min: -50, max: 50 }), fc.constantFrom(...QUIRKY_NUMBERS), fc.constantFrom('a', 'B', '10', '', 'zz'));
const leaf = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...QUIRKY_NUMBERS),
  fc.string(),
  fc.constantFrom('héllo', '😀 emoji', 'x\uDC00y', '\uD800x'),
  fc.boolean(),
);
const prioritisedLeaf = fc.record({ '.value': leaf, '.priority': priority });
const tree: fc.Arbitrary<JsonValue> = fc.letrec<{ node: JsonValue }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    prioritisedLeaf,
    fc.dictionary(fc.constantFrom(...KEYS), tie('node'), { maxKeys: 6 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('node'), { minKeys: 1, maxKeys: 4 }).chain((d) => priority.map((p) => ({ ...d, '.priority': p }))),
  ),
})).node.map((v) => JSON.parse(JSON.stringify(v)) as JsonValue); // plain objects, as after the wire (no -0)

let sdk: OfflineSdk;
beforeAll(() => {
  sdk = offlineSdk();
});
afterAll(() => sdk.close());

describe('hashNode', () => {
  it('matches the SDK on random trees with priorities, integer-like keys and awkward numbers', async () => {
    let i = 0;
    await fc.assert(
      fc.asyncProperty(tree, async (value) => {
        const snap = await sdk.snapshotAfterSet(`t/${i++}`, value);
        expect(hashNode(fromJson(value))).toBe(sdkHash(snap));
      }),
      { numRuns: 300 },
    );
  });

  it('matches the SDK for numbers where true IEEE bits differ from the SDK encoding', async () => {
    for (const [i, n] of QUIRKY_NUMBERS.entries()) {
      const snap = await sdk.snapshotAfterSet(`q/${i}`, { v: n });
      expect(hashNode(fromJson({ v: n }))).toBe(sdkHash(snap));
    }
  });

  it('reproduces the SDK quirk for 2^48-1 instead of the exact IEEE bits', () => {
    const exact = Buffer.alloc(8);
    exact.writeDoubleBE(281474976710655);
    expect(doubleToIEEE754String(281474976710655)).not.toBe(exact.toString('hex'));
    exact.writeDoubleBE(12.5);
    expect(doubleToIEEE754String(12.5)).toBe(exact.toString('hex'));
  });

  it('is empty for absent data and base64 SHA-1 otherwise', () => {
    expect(hashNode(null)).toBe('');
    expect(hashNode(fromJson({}))).toBe('');
    expect(hashNode(fromJson('a'))).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  });
});
