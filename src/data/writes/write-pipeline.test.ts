import { describe, expect, it } from 'vitest';
import { SERVER_TIME } from '../../domain/server-time';
import type { TreeUpdate } from '../../domain/tree-update';
import type { DbWriter } from './db-writer';
import { withServerTimes } from './server-time-stage';
import { type WriteStage, writePipeline } from './write-pipeline';

function recordingSink(tree: Record<string, unknown> = {}): DbWriter & { sent: TreeUpdate[] } {
  const sent: TreeUpdate[] = [];
  return {
    sent,
    update: async (patch) => void sent.push(patch),
    newKey: () => 'k1',
    readOnce: async (path) => tree[path] ?? null,
  };
}

describe('the write pipeline', () => {
  it('runs its stages in order and sends the result as one update', async () => {
    const sink = recordingSink({ 'a/b': 7 });
    const seen: string[] = [];
    const first: WriteStage = async (patch, readOnce) => {
      seen.push('first');
      return { ...patch, copied: await readOnce('a/b') };
    };
    const second: WriteStage = (patch) => {
      seen.push('second');
      return { ...patch, second: Object.keys(patch).length };
    };
    await writePipeline(sink, [first, second]).update({ x: 1 });
    expect(seen).toEqual(['first', 'second']);
    expect(sink.sent).toEqual([{ x: 1, copied: 7, second: 2 }]);
  });

  it('with the default stages, sends a patch touching no event as planned, its server times resolved', async () => {
    const sink = recordingSink();
    await writePipeline(sink).update({ 'judgeSessions/u1': { judgeKey: 'j1', code: 'ABC', boundAt: SERVER_TIME } });
    expect(sink.sent).toEqual([{ 'judgeSessions/u1': { judgeKey: 'j1', code: 'ABC', boundAt: { '.sv': 'timestamp' } } }]);
  });
});

describe('the server-time stage', () => {
  it('replaces the placeholder wherever it sits and leaves other records untouched', () => {
    const plain = { name: 'Ann', tags: ['a', 'b'] };
    const patch = withServerTimes({ 'payments/p1': { amount: 5, recordedAt: SERVER_TIME }, 'deep/x': { a: { b: [SERVER_TIME] } }, 'people/ann': plain });
    expect(patch['payments/p1']).toEqual({ amount: 5, recordedAt: { '.sv': 'timestamp' } });
    expect(patch['payments/p1']).not.toBe(SERVER_TIME);
    expect(patch['deep/x']).toEqual({ a: { b: [{ '.sv': 'timestamp' }] } });
    expect(patch['people/ann']).toBe(plain);
  });

  it('keeps a record that only looks like a placeholder', () => {
    const other = { '.sv': 'timestamp', more: 1 };
    expect(withServerTimes({ x: other }).x).toBe(other);
  });
});
