import fc from 'fast-check';
import net from 'node:net';
import WebSocket from 'ws';
import { get, ref, set } from 'firebase/database';
import { startLocalDb, type LocalDb } from './index.ts';
import { RawClient } from './test/raw-client.ts';
import { sdkClient, type SdkClient } from './test/sdk-client.ts';
import { recordValues } from './test/wait.ts';

// Bad input closes or answers only the client that sent it; the server and other clients carry on.

const MAX_MESSAGE = 64 * 1024;
let server: LocalDb;
let writer: SdkClient;
let reader: SdkClient;

beforeAll(async () => {
  server = await startLocalDb({ port: 0, limits: { maxMessageChars: MAX_MESSAGE } });
  writer = sdkClient(server);
  reader = sdkClient(server);
});

afterAll(async () => {
  await writer.close();
  await reader.close();
  await server.close();
});

/** Proves the healthy clients still work: a write from one reaches the other's listener. */
async function healthyClientsStillWork(marker: string): Promise<void> {
  const seen = recordValues(ref(reader.db, 'health'));
  await set(ref(writer.db, 'health'), marker);
  await seen.next((v) => v === marker, `the marker ${marker}`);
  seen.stop();
}

const ACTIONS = ['q', 'n', 'g', 'p', 'm', 'o', 'om', 'oc', 'auth', 'gauth', 'unauth', 's', 'x', ''];

describe('robustness', () => {
  it('closes connections that send garbage frames, with a reason, and nobody else notices', async () => {
    // Digit-only frames announce a multi-frame message; the size test covers those.
    const garbage = fc.oneof(fc.string(), fc.json(), fc.constantFrom('{', '{"t":"d"}', '{"t":"d","d":[]}', 'null', '"x"', '12a')).filter((f) => !/^\d{1,6}$/.test(f));
    await fc.assert(
      fc.asyncProperty(garbage, async (frame) => {
        const client = await RawClient.connect(server.port);
        client.sendFrame(frame);
        client.sendFrame('{"t":"c","d":{"t":"p","d":{}}}');
        const outcome = await Promise.race([client.closed, client.waitFor((m) => (m.d as { t?: string }).t === 'o', 'pong').then(() => null)]);
        if (outcome !== null) expect([1008, 1009]).toContain(outcome.code);
        client.close();
      }),
      { numRuns: 60 },
    );
    await healthyClientsStillWork('after garbage');
  });

  it('answers malformed requests with an error status and keeps the connection open', async () => {
    const client = await RawClient.connect(server.port);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ACTIONS), fc.dictionary(fc.constantFrom('p', 'd', 'q', 'h', 't', 'cred', 'c'), fc.jsonValue(), { maxKeys: 4 }), async (action, body) => {
        const reply = await client.request(action, body);
        expect(typeof reply.s).toBe('string');
        expect(String(reply.d)).not.toMatch(/internal server error/);
      }),
      { numRuns: 300 },
    );
    expect((await client.request('p', { p: '/fuzz-ok', d: 1 })).s).toBe('ok');
    expect((await client.request('p', { p: '/bad$key', d: 1 })).s).toBe('invalid_data');
    expect((await client.request('m', { p: '/', d: { 'a/b': 1, a: 2 } })).d).toMatch(/overlap/);
    expect((await client.request('p', { p: '/x', d: { '.sv': 'nope' } })).d).toMatch(/unsupported server value/);
    expect((await client.request('p', { p: '/x', d: { 'k#': 1 } })).s).toBe('invalid_data');
    expect((await client.request('p', { p: '/s', d: 1, h: 'stale-hash' })).s).toBe('datastale');
    expect((await client.request('zz', {})).s).toBe('invalid_request');
    client.close();
    await healthyClientsStillWork('after malformed requests');
  });

  it('closes a connection whose message exceeds the size limit (one frame or many)', async () => {
    const single = await RawClient.connect(server.port);
    single.sendFrame(JSON.stringify({ t: 'd', d: { r: 1, a: 'p', b: { p: '/big', d: 'x'.repeat(MAX_MESSAGE) } } }));
    expect((await single.closed).code).toBe(1009);
    const multi = await RawClient.connect(server.port);
    multi.sendFrame('999');
    for (let i = 0; i < 10; i++) multi.sendFrame('y'.repeat(16_000));
    const closed = await multi.closed;
    expect(closed.code).toBe(1009);
    expect(closed.reason).toMatch(/longer than/);
    await healthyClientsStillWork('after oversized messages');
  });

  it('survives abrupt disconnects mid-message, half-open sockets and binary frames', async () => {
    for (let i = 0; i < 10; i++) {
      const client = await RawClient.connect(server.port);
      client.sendFrame('3');
      client.sendFrame('{"t":"d",');
      client.ws.terminate();
    }
    for (let i = 0; i < 10; i++) {
      const socket = net.connect(server.port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write('GET /.ws?v=5&ns=x HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n');
      socket.destroy();
    }
    const binary = await RawClient.connect(server.port);
    binary.ws.send(Buffer.from([1, 2, 3]));
    expect((await binary.closed).code).toBe(1008);
    await healthyClientsStillWork('after abrupt disconnects');
    expect((await get(ref(writer.db, 'health'))).val()).toBe('after abrupt disconnects');
  });

  it('refuses upgrades to other paths and namespaces with bad names', async () => {
    const wrongPath = new WebSocket(`ws://127.0.0.1:${server.port}/other`);
    const refusal = await new Promise<string>((resolve) => wrongPath.on('error', (e) => resolve(e.message)));
    expect(refusal).toMatch(/404/);
    const badNs = new WebSocket(`ws://127.0.0.1:${server.port}/.ws?v=5&ns=bad$ns`);
    const closed = await new Promise<{ code: number; reason: string }>((resolve) => badNs.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    expect(closed).toEqual({ code: 1008, reason: expect.stringMatching(/invalid namespace/) });
    await healthyClientsStillWork('after refused upgrades');
  });
});
