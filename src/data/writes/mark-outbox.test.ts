import { describe, expect, it } from 'vitest';
import { MarkOutbox, type KeyValueStorage } from './mark-outbox';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

function deferredWriter() {
  const calls: { path: string; value: unknown; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const write = (path: string, value: unknown) =>
    new Promise<void>((resolve, reject) => calls.push({ path, value, resolve, reject }));
  return { calls, write };
}

describe('MarkOutbox', () => {
  it('keeps a write on the device until the database acknowledges it', async () => {
    const storage = memoryStorage();
    const writer = deferredWriter();
    const outbox = new MarkOutbox(storage, 'k', writer.write, () => 5);
    const done = outbox.record('marks/E/1/j1/dances/Waltz/a', 1);
    expect(JSON.parse(storage.data.get('k')!)).toEqual([{ path: 'marks/E/1/j1/dances/Waltz/a', value: 1, madeAt: 5 }]);
    expect(outbox.getSnapshot().pending).toHaveLength(1);
    writer.calls[0].resolve();
    await done;
    expect(JSON.parse(storage.data.get('k')!)).toEqual([]);
    expect(outbox.getSnapshot().pending).toHaveLength(0);
  });

  it('survives a reload: a new outbox over the same storage replays what was not acknowledged', async () => {
    const storage = memoryStorage();
    const first = deferredWriter();
    const before = new MarkOutbox(storage, 'k', first.write);
    void before.record('p/a', 1).catch(() => {});
    void before.record('p/b', 0).catch(() => {});
    // The tablet reloads before any acknowledgement arrives.
    const second = deferredWriter();
    const after = new MarkOutbox(storage, 'k', second.write);
    const replayed = after.replay();
    expect(second.calls.map((c) => [c.path, c.value])).toEqual([['p/a', 1], ['p/b', 0]]);
    second.calls.forEach((c) => c.resolve());
    await replayed;
    expect(after.getSnapshot().pending).toEqual([]);
  });

  it('does not drop a newer mark for the same couple when the older one is acknowledged', async () => {
    const storage = memoryStorage();
    const writer = deferredWriter();
    const outbox = new MarkOutbox(storage, 'k', writer.write);
    const older = outbox.record('p/a', 1);
    void outbox.record('p/a', 0);
    writer.calls[0].resolve();
    await older;
    expect(outbox.getSnapshot().pending.map((w) => w.value)).toEqual([0]);
  });

  it('drops a refused write and reports it, but keeps a write that failed for another reason', async () => {
    const storage = memoryStorage();
    const writer = deferredWriter();
    const outbox = new MarkOutbox(storage, 'k', writer.write);
    const refused = outbox.record('p/a', 1);
    writer.calls[0].reject(new Error('PERMISSION_DENIED: Permission denied'));
    await expect(refused).rejects.toMatchObject({ code: 'permission-denied' });
    expect(outbox.getSnapshot().pending).toEqual([]);
    expect(outbox.getSnapshot().rejected.map((r) => r.path)).toEqual(['p/a']);

    const flaky = outbox.record('p/b', 1);
    writer.calls[1].reject(new Error('disconnect'));
    await expect(flaky).rejects.toMatchObject({ code: 'offline' });
    expect(outbox.getSnapshot().pending.map((w) => w.path)).toEqual(['p/b']);
  });

  it('ignores corrupt storage instead of crashing', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(new MarkOutbox(storage, 'k', async () => {}).getSnapshot().pending).toEqual([]);
  });
});
