// --max-connections: the free plan's cap on simultaneous connections, refused the way hosted Firebase does
// it (a shutdown control message saying the database "has reached its peak connections limit"), and the
// real SDK's reaction to it: a warning, no connection, and no reconnect until the page is loaded again.
import { onValue, ref } from 'firebase/database';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { startLocalDb, type LocalDb } from '../index.ts';
import { sdkClient, type SdkClient } from '../test/sdk-client.ts';
import { waitUntil } from '../../tests/support/wait-until.ts';

const NS = 'demo-x-default-rtdb';
let server: LocalDb;
const clients: SdkClient[] = [];

beforeAll(async () => {
  server = await startLocalDb({ port: 0, maxConnections: 2 });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await waitUntil('every connection closed', () => server.connectionCount() === 0);
});

afterAll(async () => {
  await server.close();
});

/** A client and a flag that follows its `.info/connected`. */
function connectedClient(): { client: SdkClient; connected: () => boolean } {
  const client = sdkClient(server);
  clients.push(client);
  let connected = false;
  onValue(ref(client.db, '.info/connected'), (snap) => {
    connected = snap.val() === true;
  });
  return { client, connected: () => connected };
}

describe('--max-connections', () => {
  it('sends the connection over the cap the shutdown frame hosted Firebase sends, then closes it', async () => {
    const first = connectedClient();
    const second = connectedClient();
    await waitUntil('two clients connected', () => first.connected() && second.connected());

    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/.ws?v=5&ns=${NS}`);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(data.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await closed;
    expect(frames).toHaveLength(1);
    expect(JSON.parse(frames[0])).toEqual({
      t: 'c',
      d: { t: 's', d: `The Firebase database '${NS}' has reached its peak connections limit. If you are the Firebase owner, consider upgrading.` },
    });
    expect(server.connectionCount()).toBe(2);
  });

  it('leaves the refused SDK client warned and offline, without reconnecting when a place frees up, until a reload', async () => {
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
    try {
      const first = connectedClient();
      const second = connectedClient();
      await waitUntil('two clients connected', () => first.connected() && second.connected());

      const third = connectedClient();
      await waitUntil('the peak-connections warning', () => warnings.some((w) => w.includes('has reached its peak connections limit')));
      expect(third.connected()).toBe(false);
      expect(server.connectionCount()).toBe(2);

      // A place frees up; the SDK would retry within about a second if it were going to.
      await first.client.close();
      clients.splice(clients.indexOf(first.client), 1);
      await waitUntil('one connection left', () => server.connectionCount() === 1);
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(third.connected()).toBe(false);
      expect(server.connectionCount()).toBe(1);

      // A reload is a new client: it gets the free place.
      const reloaded = connectedClient();
      await waitUntil('the reloaded page connected', () => reloaded.connected());
      expect(server.connectionCount()).toBe(2);
    } finally {
      warn.mockRestore();
    }
  });

  it('counts each namespace on its own, as each database has its own cap', async () => {
    const first = connectedClient();
    const second = connectedClient();
    await waitUntil('two clients connected', () => first.connected() && second.connected());
    const other = sdkClient(server, { ns: 'demo-other-default-rtdb' });
    clients.push(other);
    let connected = false;
    onValue(ref(other.db, '.info/connected'), (snap) => {
      connected = snap.val() === true;
    });
    await waitUntil('a client of another namespace connected', () => connected);
    expect(server.connectionCount()).toBe(3);
  });

  it('changes the cap at run time through /.settings/maxConnections.json (admin only), for connections that join afterwards', async () => {
    const settings = `${server.url}/.settings/maxConnections.json?ns=${NS}`;
    const owner = { Authorization: 'Bearer owner' };
    expect((await fetch(settings, { method: 'PUT', body: '1' })).status).toBe(401);
    expect((await fetch(settings, { method: 'PUT', headers: owner, body: '0' })).status).toBe(400);
    const first = connectedClient();
    await waitUntil('one client connected', () => first.connected());
    expect(await (await fetch(settings, { method: 'PUT', headers: owner, body: '1' })).json()).toEqual({ max: 1, open: 1 });

    // A raw socket, not an SDK client: the SDK connects when it gets round to it, which on a loaded machine can be
    // after the cap is lifted below (the SDK's reaction to a refusal is the test above).
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/.ws?v=5&ns=${NS}`);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(data.toString()));
    await new Promise<void>((resolve) => socket.on('close', () => resolve()));
    expect(frames[0]).toContain('has reached its peak connections limit');
    expect(server.connectionCount()).toBe(1);

    expect(await (await fetch(settings, { method: 'PUT', headers: owner, body: 'null' })).json()).toEqual({ max: null, open: 1 });
    const later = connectedClient();
    await waitUntil('a client joining after the cap was lifted', () => later.connected());
    expect(await (await fetch(settings, { headers: owner })).json()).toEqual({ max: null, open: 2 });
    await fetch(settings, { method: 'PUT', headers: owner, body: '2' });
  });
});
