// How much a competition day asks of the database: connections at the busiest moment, data stored, and data
// downloaded. The tree is a generated day of the given size (src/domain/demo/generate-big-day.ts, the
// benchmarks' day); what a phone downloads is what the rules let a signed-out visitor read.
import { compileRules } from '../../../localdb/rules/index.ts';
import type { DataSource, JsonValue } from '../../../localdb/rules/types.ts';
import { generateBigDay } from '../../../src/demo/generate-big-day.ts';
import { TLS_HANDSHAKE_BYTES } from './plans.ts';

export interface DayShape {
  couples: number;
  /** Phones following the day at the busiest moment (dancers and spectators). */
  phones: number;
  /** Judges' tablets and staff laptops. */
  staffDevices: number;
  /** Times each phone loads the site over the day (a reload, a lock screen, a new tab). */
  loadsPerPhone: number;
}

export interface DayEstimate {
  peakConnections: number;
  storedBytes: number;
  /** What one signed-out page load reads: the branches the rules make public. */
  publicBytes: number;
  /** Every load reads the public data, and it arrives once more as results are posted; plus TLS handshakes. */
  downloadBytes: number;
}

export function estimateDay(shape: DayShape, rulesSource: string): DayEstimate {
  const day = generateBigDay({ couples: shape.couples, scrutineerUid: 'scrutineer', deckCaptainUid: 'deck', startsAt: Date.UTC(2026, 0, 10, 14) });
  const tree = day.tree as { [key: string]: JsonValue };
  const rules = compileRules(rulesSource);
  const source: DataSource = { get: (path) => valueAt(tree, path) };
  const publicBytes = Object.keys(tree)
    .filter((branch) => rules.canRead([branch], null, source, Date.now()).allowed)
    .reduce((sum, branch) => sum + jsonBytes(tree[branch]), 0);
  const loads = shape.phones * shape.loadsPerPhone + shape.staffDevices;
  return {
    peakConnections: shape.phones + shape.staffDevices,
    storedBytes: jsonBytes(tree),
    publicBytes,
    downloadBytes: shape.phones * (shape.loadsPerPhone + 1) * publicBytes + loads * TLS_HANDSHAKE_BYTES,
  };
}

function valueAt(tree: JsonValue, path: readonly string[]): JsonValue {
  let node: JsonValue = tree;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
    node = node[key] ?? null;
  }
  return node;
}

function jsonBytes(value: JsonValue | undefined): number {
  return Buffer.byteLength(JSON.stringify(value ?? null));
}
