import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allowAllRules } from '../rules/index.ts';
import { DurableStore } from '../storage/durable-store.ts';
import { Database, type Outcome } from './database.ts';
import { Session, DEFAULT_LIMITS, type Connection } from './session.ts';

class FakeConnection implements Connection {
  sent: string[] = [];
  closed: { code: number; reason: string } | null = null;
  bufferedAmount = 0;
  cork?: () => void;
  uncork?: () => void;
  send(text: string): void {
    this.sent.push(text);
  }
  close(code: number, reason: string): void {
    this.closed = { code, reason };
  }
}

let dir: string;
let store: DurableStore;
let db: Database;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'localdb-session-'));
  ({ store } = await DurableStore.open({ dir }));
  db = new Database({ store, initialTrees: new Map(), defaultRules: { engine: allowAllRules(), source: null }, seed: null });
});

afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function session(connection: Connection): Session {
  return new Session('s1', db.namespace('ns'), db, connection, DEFAULT_LIMITS);
}

describe('Session output order', () => {
  it('holds everything sent after a write until that write is acknowledged', () => {
    const connection = new FakeConnection();
    const s = session(connection);
    let finish: (outcome: Outcome) => void = () => undefined;
    s.submitWrite(7, (done) => {
      s.send('push of my own write');
      finish = done;
    });
    s.send('push of a later write');
    expect(connection.sent).toEqual(['push of my own write']);
    finish({ status: 'ok' });
    expect(connection.sent).toEqual(['push of my own write', '{"t":"d","d":{"r":7,"b":{"s":"ok","d":""}}}', 'push of a later write']);
  });

  it('releases acks in request order even when they become durable out of order', () => {
    const connection = new FakeConnection();
    const s = session(connection);
    const finishers: ((outcome: Outcome) => void)[] = [];
    s.submitWrite(1, (done) => finishers.push(done));
    s.submitWrite(2, (done) => finishers.push(done));
    finishers[1]({ status: 'ok' });
    expect(connection.sent).toEqual([]);
    finishers[0]({ status: 'permission_denied', message: 'Permission denied' });
    expect(connection.sent.map((t) => JSON.parse(t).d.r)).toEqual([1, 2]);
  });

  it('sends pushes at once, and runs a read that came behind an unacknowledged write after its ack', () => {
    const connection = new FakeConnection();
    const s = session(connection);
    let finish: (outcome: Outcome) => void = () => undefined;
    s.submitWrite(1, (done) => (finish = done));
    s.deliver({ action: 'd', path: ['x'], dataJson: '1', tag: null, frame: 'push of an earlier commit' });
    s.receive(JSON.stringify({ t: 'd', d: { r: 2, a: 'g', b: { p: '/x', q: {} } } }));
    expect(connection.sent).toEqual(['push of an earlier commit']);
    finish({ status: 'ok' });
    expect(connection.sent.slice(1).map((t) => JSON.parse(t).d.r)).toEqual([1, 2]);
  });

  it('sends output that came after a write\'s pending pushes only once those are computed, in a later turn, corked', () => {
    const connection = new FakeConnection();
    const corks: string[] = [];
    connection.cork = () => void corks.push('cork');
    connection.uncork = () => void corks.push('uncork');
    const turns: (() => void)[] = [];
    const s = new Session('s2', db.namespace('ns'), db, connection, DEFAULT_LIMITS, { later: (_owner, task) => void turns.push(task) });
    const frames = ['push 1 of a write', 'push 2 of a write'];
    let step = 0;
    s.enqueue({
      step: (emit) => {
        emit({ action: 'd', path: ['x'], dataJson: '1', tag: null, frame: frames[step++] });
        return step === frames.length;
      },
    });
    s.submitWrite(4, (done) => done({ status: 'ok' }));
    expect(connection.sent).toEqual([]);
    while (turns.length > 0) turns.shift()!();
    expect(connection.sent).toEqual([...frames, '{"t":"d","d":{"r":4,"b":{"s":"ok","d":""}}}']);
    expect(corks.length).toBeGreaterThan(0);
    expect(corks.join()).toMatch(/^(cork,uncork,?)+$/);
  });

  it('answers a refused write at once', () => {
    const connection = new FakeConnection();
    session(connection).submitWrite(3, (done) => done({ status: 'datastale', message: 'stale' }));
    expect(connection.sent).toEqual(['{"t":"d","d":{"r":3,"b":{"s":"datastale","d":"stale"}}}']);
  });

  it('closes only this connection, with a reason, on a malformed message', () => {
    const connection = new FakeConnection();
    const s = session(connection);
    s.receive('{"t":"d","d":');
    expect(connection.closed?.code).toBe(1008);
    expect(connection.sent.at(-1)).toContain('malformed message');
    expect(s.isOpen).toBe(false);
  });
});
