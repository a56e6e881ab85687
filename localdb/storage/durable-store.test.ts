import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fromJson } from '../tree/from-json.ts';
import { toPlainJson } from '../tree/node.ts';
import { DataDirInUseError } from './dir-lock.ts';
import { DurableStore } from './durable-store.ts';
import { encodeRecord, scanRecordFile } from './record-codec.ts';
import type { WriteRecord } from './recovery.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'localdb-store-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function append(store: DurableStore, record: WriteRecord): Promise<void> {
  return new Promise((resolve, reject) => store.append(record, (error) => (error ? reject(error) : resolve())));
}

/** The keys written by a snapshot's or log's records. */
function readKeys(file: string): string[] {
  const keys: string[] = [];
  scanRecordFile(file, ({ json }) => {
    const record = JSON.parse(json ?? '{}') as { c?: [string, unknown][] };
    for (const [at, value] of record.c ?? []) {
      if (at === '/' && value !== null && typeof value === 'object') keys.push(...Object.keys(value));
      else if (at !== '/') keys.push(at.slice(1));
    }
  });
  return keys;
}

function logFiles(): string[] {
  return fs.readdirSync(dir).filter((f) => f.startsWith('log-'));
}

describe('record codec', () => {
  it('reads lines one by one, marks a damaged one, and reports a torn tail', () => {
    const good = encodeRecord('{"n":"a","c":[]}');
    const damaged = encodeRecord('{"n":"b","c":[]}').replace('"b"', '"x"');
    const file = path.join(dir, 'records');
    fs.writeFileSync(file, good + damaged + good + good.slice(0, 7));
    const lines: (string | null)[] = [];
    const end = scanRecordFile(file, (line) => lines.push(line.json));
    expect(lines).toEqual(['{"n":"a","c":[]}', null, '{"n":"a","c":[]}']);
    expect(end).toEqual({ tornBytes: 7, completeBytes: 3 * good.length });
  });
});

describe('DurableStore', () => {
  it('restores every acknowledged write after reopening', async () => {
    const first = await DurableStore.open({ dir });
    await Promise.all([append(first.store, { n: 'ns', c: [['/a', { x: 1 }]] }), append(first.store, { n: 'ns', c: [['/a/y', 2], ['/b', 'z']] })]);
    await append(first.store, { n: 'other', c: [['/', 5]] });
    await first.store.close();
    const second = await DurableStore.open({ dir });
    expect(toPlainJson(second.recovered.trees.get('ns') ?? null)).toEqual({ a: { x: 1, y: 2 }, b: 'z' });
    expect(toPlainJson(second.recovered.trees.get('other') ?? null)).toBe(5);
    await second.store.close();
  });

  it('warns about a torn last record, keeps the rest, and starts a clean log', async () => {
    const first = await DurableStore.open({ dir });
    await append(first.store, { n: 'ns', c: [['/a', 1]] });
    await first.store.close();
    const [log] = logFiles();
    fs.appendFileSync(path.join(dir, log), encodeRecord('{"n":"ns","c":[["/b",2]]}').slice(0, 12));
    const warnings: string[] = [];
    const second = await DurableStore.open({ dir, warn: (w) => warnings.push(w) });
    expect(warnings).toEqual([expect.stringMatching(/torn last record/)]);
    expect(toPlainJson(second.recovered.trees.get('ns') ?? null)).toEqual({ a: 1 });
    await append(second.store, { n: 'ns', c: [['/c', 3]] });
    await second.store.close();
    const third = await DurableStore.open({ dir, warn: (w) => warnings.push(w) });
    expect(warnings).toHaveLength(1);
    expect(toPlainJson(third.recovered.trees.get('ns') ?? null)).toEqual({ a: 1, c: 3 });
    await third.store.close();
  });

  it('snapshots when the log grows, replacing the old log, without losing writes made meanwhile', async () => {
    const { store } = await DurableStore.open({ dir, snapshotAfterBytes: 200 });
    const state: Record<string, number> = {};
    store.setCapture(() => new Map([['ns', fromJson({ ...state })]]));
    const writes: Promise<void>[] = [];
    for (let i = 0; i < 50; i++) {
      state[`k${i}`] = i;
      writes.push(append(store, { n: 'ns', c: [[`/k${i}`, i]] }));
    }
    await Promise.all(writes);
    await store.snapshotNow();
    await store.close();
    expect(logFiles()).toHaveLength(1);
    const reopened = await DurableStore.open({ dir });
    expect(toPlainJson(reopened.recovered.trees.get('ns') ?? null)).toEqual(state);
    await reopened.store.close();
  });

  it('switches logs without losing or repeating a write when the state only changes once a record is durable', async () => {
    const { store } = await DurableStore.open({ dir, snapshotAfterBytes: 1 << 30 });
    // As the server does: the state changes in the durability callback (write-ahead).
    const durable: Record<string, number> = {};
    store.setCapture(() => new Map([['ns', fromJson({ ...durable })]]));
    const write = (i: number) =>
      new Promise<void>((resolve, reject) =>
        store.append({ n: 'ns', c: [[`/k${i}`, i]] }, (error) => {
          if (error) return reject(error);
          durable[`k${i}`] = i;
          resolve();
        }),
      );
    const first = Array.from({ length: 100 }, (_, i) => write(i));
    const snapshot = store.snapshotNow();
    const second = Array.from({ length: 100 }, (_, i) => write(100 + i));
    await Promise.all([...first, snapshot, ...second]);
    await store.close();

    const inSnapshot = readKeys(path.join(dir, 'snapshot.jsonl'));
    const inLog = readKeys(path.join(dir, logFiles()[0]));
    expect(logFiles()).toHaveLength(1);
    expect(inSnapshot.filter((k) => inLog.includes(k))).toEqual([]);
    expect(new Set([...inSnapshot, ...inLog]).size).toBe(200);
    const reopened = await DurableStore.open({ dir });
    expect(toPlainJson(reopened.recovered.trees.get('ns') ?? null)).toEqual(durable);
    await reopened.store.close();
  });

  it('snapshots periodically once something was written', async () => {
    const { store } = await DurableStore.open({ dir, snapshotIntervalMs: 20 });
    store.setCapture(() => new Map([['ns', fromJson({ periodic: true })]]));
    await append(store, { n: 'ns', c: [['/periodic', true]] });
    const firstLog = logFiles()[0];
    await vi.waitFor(() => expect(logFiles()).not.toContain(firstLog), { timeout: 2000 });
    await store.close();
    const reopened = await DurableStore.open({ dir });
    expect(toPlainJson(reopened.recovered.trees.get('ns') ?? null)).toEqual({ periodic: true });
    await reopened.store.close();
  });

  it('refuses a data folder that another running server holds', async () => {
    fs.writeFileSync(path.join(dir, 'LOCK'), String(process.ppid));
    await expect(DurableStore.open({ dir })).rejects.toThrow(DataDirInUseError);
  });
});
