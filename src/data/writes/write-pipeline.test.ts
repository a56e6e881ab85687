import { describe, expect, it } from 'vitest';
import { SERVER_TIME } from '../../domain/server-time';
import type { TreeUpdate } from '../../domain/tree-update';
import type { DbWriter } from './db-writer';
import { withPublicVersionBumps } from './public-version-stage';
import { withServerTimes } from './server-time-stage';
import { PUBLIC_BRANCHES } from '../../domain/public-version';
import { WRITE_STAGES, type WriteStage, writePipeline } from './write-pipeline';

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

describe('the public version stage', () => {
  const BUMP = { '.sv': { increment: 1 } };

  it('bumps the counter of each public branch the update changes, once, in the same update', () => {
    const patch = withPublicVersionBumps({ 'events/Gold/rounds/1/roundState': 4, 'resultsSaved/Gold/1': { placements: { a: 1 } }, 'events/Gold/rounds/2/roundState': 1, 'marks/Gold/1/j1': null });
    expect(patch).toEqual({
      'events/Gold/rounds/1/roundState': 4, 'resultsSaved/Gold/1': { placements: { a: 1 } }, 'events/Gold/rounds/2/roundState': 1, 'marks/Gold/1/j1': null,
      'publicVersion/events': BUMP, 'publicVersion/resultsSaved': BUMP,
    });
  });

  it('leaves an update of private records alone (a judge\'s marks, a registrant\'s own record)', () => {
    const marks = { 'marks/Gold/1/j1/dances/Waltz/a': 1, 'registrants/u1/email': 'a@b.co' };
    expect(withPublicVersionBumps(marks)).toBe(marks);
  });

  it('puts every counter inside a whole tree, replacing the one a backup carried', () => {
    const patch = withPublicVersionBumps({ '': { events: {}, publicVersion: { events: 40 }, roles: {} } });
    const root = patch[''] as Record<string, unknown>;
    expect(Object.keys(patch)).toEqual(['']);
    expect(root.publicVersion).toEqual(Object.fromEntries(PUBLIC_BRANCHES.map((b) => [b, BUMP])));
    expect(root.publicVersionKeys).toEqual({ eventIndex: { whole: BUMP, branch: BUMP } });
    expect(root.events).toEqual({});
  });

  it("bumps the counter of each event line of the events' index it changes, or the index's whole counter, and its branch counter with either", () => {
    const lines = withPublicVersionBumps({ 'eventIndex/Gold/rounds/1/roundState': 4, 'eventIndex/Gold/name': 'Gold', 'eventIndex/Bronze': null });
    expect(lines).toEqual({
      'eventIndex/Gold/rounds/1/roundState': 4, 'eventIndex/Gold/name': 'Gold', 'eventIndex/Bronze': null,
      'publicVersion/eventIndex': BUMP, 'publicVersionKeys/eventIndex/branch': BUMP, 'publicVersionKeys/eventIndex/keys/Gold': BUMP, 'publicVersionKeys/eventIndex/keys/Bronze': BUMP,
    });
    expect(withPublicVersionBumps({ eventIndex: {}, 'publicVersionKeys/eventIndex/whole': 3, 'publicVersionKeys/eventIndex/branch': 8 })).toEqual({
      eventIndex: {}, 'publicVersion/eventIndex': BUMP, 'publicVersionKeys/eventIndex/branch': BUMP, 'publicVersionKeys/eventIndex/whole': BUMP,
    });
  });

  it('replaces a counter the update set itself (only the stage bumps)', () => {
    expect(withPublicVersionBumps({ 'schedule/slots/s1/startedAt': 5, 'publicVersion/schedule': 99 })).toEqual({ 'schedule/slots/s1/startedAt': 5, 'publicVersion/schedule': BUMP });
  });

  it('runs after the summaries, so their branches are bumped too, and before the server times', async () => {
    const sink = recordingSink();
    const summaries: WriteStage = (patch) => ({ ...patch, 'eventIndex/Gold/rounds/1/roundState': 4 });
    await writePipeline(sink, [summaries, ...WRITE_STAGES.slice(1)]).update({ 'events/Gold/rounds/1/roundState': 4, 'events/Gold/rounds/1/at': SERVER_TIME });
    expect(sink.sent[0]).toEqual({
      'events/Gold/rounds/1/roundState': 4, 'events/Gold/rounds/1/at': { '.sv': 'timestamp' }, 'eventIndex/Gold/rounds/1/roundState': 4,
      'publicVersion/events': BUMP, 'publicVersion/eventIndex': BUMP, 'publicVersionKeys/eventIndex/branch': BUMP, 'publicVersionKeys/eventIndex/keys/Gold': BUMP,
    });
  });
});
