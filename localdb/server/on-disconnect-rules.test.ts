import { onDisconnect, ref, set } from 'firebase/database';
import type { MockInstance } from 'vitest';
import { startLocalDb, type LocalDb } from '../index.ts';
import { sdkClient, type SdkClient } from '../test/sdk-client.ts';
import { waitUntil } from '../../tests/support/wait-until.ts';

// Issue 21: a queued onDisconnect write is judged by the rules again when it fires, against the data
// as it is then and with the identity the connection had.

const RULES = `{
  "rules": {
    ".read": true,
    "settings": { ".write": "auth != null && auth.uid === 'boss'" },
    "judges": { ".write": "auth != null && auth.uid === 'boss'" },
    "rounds": { ".write": "auth != null && auth.uid === 'boss'" },
    "registrations": { "$uid": { ".write": "auth != null && auth.uid === $uid && root.child('settings/open').val() === true" } },
    "marks": { "$round": { "$judge": {
      ".write": "auth != null && root.child('judges/' + $judge).val() === auth.uid && root.child('rounds/' + $round + '/state').val() === 'running'"
    } } }
  }
}`;
const NS = 'ondisconnect-ns';

let server: LocalDb;
let boss: SdkClient;

async function restGet(path: string): Promise<unknown> {
  const response = await fetch(`${server.url}${path}.json?ns=${NS}`);
  return JSON.parse(await response.text()) as unknown;
}

/** Queues `value` at `path` on a fresh connection as `uid`, runs `meanwhile`, then drops the connection. */
async function queueThenLeave(uid: string, path: string, value: unknown, meanwhile: () => Promise<void>): Promise<void> {
  const leaver = sdkClient(server, { ns: NS, mockUserToken: { sub: uid } });
  await onDisconnect(ref(leaver.db, path)).set(value);
  await meanwhile();
  await leaver.close();
}

let warn: MockInstance<typeof console.warn>;
const refusals = () => warn.mock.calls.filter((call: unknown[]) => String(call[0]).includes('onDisconnect')).length;

beforeAll(async () => {
  server = await startLocalDb({ port: 0, rulesSource: RULES });
  boss = sdkClient(server, { ns: NS, mockUserToken: { sub: 'boss' } });
  await set(ref(boss.db, 'settings/open'), true);
  await set(ref(boss.db, 'judges/j1'), 'tablet1');
  await set(ref(boss.db, 'rounds/r1/state'), 'running');
});
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());
afterAll(async () => {
  await boss.close();
  await server.close();
});

describe('onDisconnect writes re-checked when they fire', () => {
  it('applies a queued registration while registration is still open', async () => {
    await queueThenLeave('ann', 'registrations/ann', { name: 'Ann' }, async () => undefined);
    await expect.poll(() => restGet('/registrations/ann'), { timeout: 5000 }).toEqual({ name: 'Ann' });
    expect(refusals()).toBe(0);
  });

  it('refuses a registration queued while open that fires after registration closed', async () => {
    await queueThenLeave('bob', 'registrations/bob', { name: 'Bob' }, () => set(ref(boss.db, 'settings/open'), false));
    await waitUntil('the refusal of the queued registration', () => refusals() === 1);
    expect(await restGet('/registrations/bob')).toBeNull();
    await set(ref(boss.db, 'settings/open'), true);
  });

  it("refuses a revoked judge's queued mark", async () => {
    await queueThenLeave('tablet1', 'marks/r1/j1', { e1: 1 }, () => set(ref(boss.db, 'judges/j1'), 'tablet2'));
    await waitUntil("the refusal of the revoked judge's mark", () => refusals() === 1);
    expect(await restGet('/marks/r1/j1')).toBeNull();
    await set(ref(boss.db, 'judges/j1'), 'tablet1');
  });

  it('refuses a queued mark that fires after the round was posted', async () => {
    await queueThenLeave('tablet1', 'marks/r1/j1', { e1: 1 }, () => set(ref(boss.db, 'rounds/r1/state'), 'posted'));
    await waitUntil('the refusal of the mark after posting', () => refusals() === 1);
    expect(await restGet('/marks/r1/j1')).toBeNull();
  });
});
