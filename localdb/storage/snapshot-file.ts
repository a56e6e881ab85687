import fs from 'node:fs';
import path from 'node:path';
import type { JsonValue } from '../protocol/json.ts';
import { toExportJson, type TreeNode } from '../tree/node.ts';
import { pathToString, PRIORITY_KEY } from '../tree/path.ts';
import { encodeRecord, RESTORE_ADVICE, scanRecordFile } from './record-codec.ts';
import { CorruptDataError } from './storage-errors.ts';

/** Version 2: checksummed records, written and read in pieces, so no size limit applies. */
export const SNAPSHOT_FILE = 'snapshot.jsonl';
/** Version 1 (one JSON document), read once to migrate an older data folder, then removed. */
export const LEGACY_SNAPSHOT_FILE = 'snapshot.json';

/** A subtree whose text is about this size or less goes into one record; a larger one is split. */
const RECORD_BUDGET = 256 * 1024;

/** One snapshot record: the namespace and `[path, export JSON]` pairs, replayed like a log record. */
export interface SnapshotRecord {
  n: string;
  c: [string, JsonValue][];
}

/**
 * The state as snapshot lines: a header with the generation, records of at most about
 * RECORD_BUDGET characters each (a large branch is written child by child, then its priority),
 * and a trailer with the record count, so a cut-short file is noticed. Built synchronously, so
 * it is the state of one instant.
 */
export function snapshotLines(generation: number, trees: ReadonlyMap<string, TreeNode | null>): string[] {
  const lines = [encodeRecord(JSON.stringify({ v: 2, g: generation }))];
  for (const [ns, root] of trees) {
    const batch = new RecordBatch(ns, lines);
    batch.visit([], root);
    batch.flush();
  }
  lines.push(encodeRecord(JSON.stringify({ end: lines.length - 1 })));
  return lines;
}

class RecordBatch {
  private changes: [string, JsonValue][] = [];
  private size = 0;

  constructor(
    private readonly ns: string,
    private readonly out: string[],
  ) {}

  visit(path: string[], node: TreeNode | null): void {
    const left = node === null ? RECORD_BUDGET : remainingBudget(node, RECORD_BUDGET);
    if (node === null || left >= 0 || node.kind === 'leaf') return this.add(path, toExportJson(node), RECORD_BUDGET - left);
    for (const [key, child] of node.children) this.visit([...path, key], child);
    if (node.priority !== null) this.add([...path, PRIORITY_KEY], node.priority, 32);
  }

  flush(): void {
    if (this.changes.length === 0) return;
    this.out.push(encodeRecord(JSON.stringify({ n: this.ns, c: this.changes })));
    this.changes = [];
    this.size = 0;
  }

  private add(path: string[], json: JsonValue, size: number): void {
    if (this.size + size > RECORD_BUDGET) this.flush();
    this.changes.push([pathToString(path), json]);
    this.size += size;
  }
}

/** `budget` minus a rough text size of `node`, stopping as soon as it goes below zero. */
function remainingBudget(node: TreeNode, budget: number): number {
  if (node.kind === 'leaf') return budget - 24 - (typeof node.value === 'string' ? node.value.length : 0);
  let left = budget - 24;
  for (const [key, child] of node.children) {
    left = remainingBudget(child, left - key.length - 4);
    if (left < 0) return left;
  }
  return left;
}

/** Written to a temporary file in pieces, synced, then renamed over the old one, so a crash leaves one or the other. */
export async function writeSnapshot(dir: string, lines: readonly string[]): Promise<void> {
  const target = path.join(dir, SNAPSHOT_FILE);
  const temporary = target + '.tmp';
  const handle = await fs.promises.open(temporary, 'w');
  try {
    for (let i = 0; i < lines.length; ) {
      let size = 0;
      const piece: string[] = [];
      for (; i < lines.length && (piece.length === 0 || size + lines[i].length < 4 * 1024 * 1024); i++) {
        piece.push(lines[i]);
        size += lines[i].length;
      }
      await handle.write(piece.join(''));
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.promises.rename(temporary, target);
  await syncDirectory(dir);
}

export interface SnapshotHeader {
  generation: number;
}

/**
 * Streams the snapshot's records to `apply`. Returns null when the folder has none. Any damaged
 * or missing record refuses the start: the snapshot was written whole, so damage is not a torn write.
 */
export function readSnapshot(dir: string, apply: (record: SnapshotRecord) => void): SnapshotHeader | null {
  const file = path.join(dir, SNAPSHOT_FILE);
  if (!fs.existsSync(file)) return readLegacySnapshot(dir, apply);
  let header: SnapshotHeader | null = null;
  let records = 0;
  let trailer: number | null = null;
  const end = scanRecordFile(file, ({ json, line, offset }) => {
    if (json === null) throw new CorruptDataError(file, `record ${line} (byte ${offset}) fails its checksum`, RESTORE_ADVICE);
    if (trailer !== null) throw new CorruptDataError(file, `data after the end record (line ${line})`, RESTORE_ADVICE);
    const value = JSON.parse(json) as Record<string, unknown>;
    if (header === null) {
      if (value.v !== 2 || !Number.isInteger(value.g)) throw new CorruptDataError(file, 'the first line is not a version 2 snapshot header', RESTORE_ADVICE);
      header = { generation: value.g as number };
    } else if (typeof value.end === 'number') {
      trailer = value.end;
    } else {
      apply(value as unknown as SnapshotRecord);
      records++;
    }
  });
  if (trailer === null || trailer !== records || end.tornBytes > 0) {
    throw new CorruptDataError(file, `it is cut short (${records} records read, the end record ${trailer === null ? 'is missing' : `says ${trailer}`})`, RESTORE_ADVICE);
  }
  return header;
}

/** Migration: a data folder written before version 2 holds one JSON document. */
function readLegacySnapshot(dir: string, apply: (record: SnapshotRecord) => void): SnapshotHeader | null {
  const file = path.join(dir, LEGACY_SNAPSHOT_FILE);
  if (!fs.existsSync(file)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CorruptDataError(file, (error as Error).message, RESTORE_ADVICE);
  }
  const v = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  if (v.version !== 1 || !Number.isInteger(v.generation) || typeof v.namespaces !== 'object' || v.namespaces === null) {
    throw new CorruptDataError(file, 'unexpected content for a version 1 snapshot', RESTORE_ADVICE);
  }
  for (const [ns, json] of Object.entries(v.namespaces as Record<string, JsonValue>)) apply({ n: ns, c: [['/', json]] });
  return { generation: v.generation as number };
}

/** Makes a rename durable; the directory entry lives in the directory's own inode. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
