import { get, ref, runTransaction, set } from 'firebase/database';
import { startLocalDb, type LocalDb } from './index.ts';
import { sdkClient, type SdkClient } from './test/sdk-client.ts';

// runTransaction sends a compare-and-set with the SDK's hash of its cached value; the server
// answers datastale on any mismatch, so every increment lands exactly once.

let server: LocalDb;
let clients: SdkClient[];

beforeAll(async () => {
  server = await startLocalDb({ port: 0 });
  clients = Array.from({ length: 5 }, () => sdkClient(server));
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

/**
 * One increment as an app makes it. The SDK gives a transaction up after 25 lost races ("maxretry"), as it does
 * against hosted Firebase; on a loaded machine one of 100 contended increments can lose that many, and an app tries
 * again. A given-up transaction wrote nothing, so the total still counts each increment exactly once.
 */
async function increment(client: SdkClient, path: string, attempts = 10): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await runTransaction(ref(client.db, path), (v: number | null) => (v ?? 0) + 1)).committed;
    } catch (error) {
      if (!(error instanceof Error && error.message === 'maxretry') || attempt === attempts) throw error;
    }
  }
}

describe('transactions', () => {
  it('5 clients x 20 concurrent increments give exactly 100', async () => {
    const results = await Promise.all(clients.flatMap((c) => Array.from({ length: 20 }, () => increment(c, 'counter'))));
    expect(results.every((committed) => committed)).toBe(true);
    // Ask the server itself: get() on a client with a live listener may answer from its cache,
    // which can lag behind the ack another connection just received.
    const stored = await fetch(`${server.url}/counter.json?ns=demo-x-default-rtdb`);
    expect(await stored.json()).toBe(100);
  });

  it('commits on values whose SDK hash differs from their true IEEE bits', async () => {
    for (const [i, start] of [281474976710655, 9007199254740991, 3.9999999999999996, 5e-324].entries()) {
      await set(ref(clients[0].db, `quirk/${i}`), { v: start, nested: { n: start } });
      const result = await runTransaction(ref(clients[1].db, `quirk/${i}`), (current: { v: number } | null) =>
        current === null ? { v: start, nested: { n: start } } : { ...current, done: true },
      );
      expect(result.committed).toBe(true);
      expect(result.snapshot.val()).toEqual({ v: start, nested: { n: start }, done: true });
    }
  });

  it('aborting leaves the data untouched', async () => {
    await set(ref(clients[0].db, 'keep'), 7);
    const result = await runTransaction(ref(clients[1].db, 'keep'), () => undefined);
    expect(result.committed).toBe(false);
    expect((await get(ref(clients[0].db, 'keep'))).val()).toBe(7);
  });
});
