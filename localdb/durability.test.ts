import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ref, set, update } from 'firebase/database';
import { startLocalDb } from './index.ts';
import { startChildServer } from './test/child-server.ts';
import { sdkClient } from './test/sdk-client.ts';

// A write is acknowledged only once it is in the fsynced log: killing the server with SIGKILL
// while writes stream in must keep every acknowledged one.

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'localdb-durable-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('durability', () => {
  it('keeps every acknowledged write after SIGKILL, and skips a torn last record with a warning', async () => {
    const { child, port } = await startChildServer(['--data', dir]);
    const fakeServer = { port } as Parameters<typeof sdkClient>[0];
    const clients = [sdkClient(fakeServer), sdkClient(fakeServer)];
    const acked: string[] = [];
    let stop = false;
    const streams = clients.map(async (client, c) => {
      for (let i = 0; !stop; i++) {
        const key = `c${c}-${i}`;
        const write = i % 3 === 0 ? update(ref(client.db, 'acked'), { [key]: { i } }) : set(ref(client.db, `acked/${key}`), { i });
        // Several writes in flight per client: acknowledgements arrive while the kill happens.
        if (i % 4 === 3) await write.then(() => acked.push(key));
        else void write.then(() => acked.push(key), () => undefined);
      }
    });
    await new Promise((r) => setTimeout(r, 700));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    stop = true;
    const ackedAtKill = [...acked];
    await exited;
    await Promise.race([Promise.all(streams), new Promise((r) => setTimeout(r, 200))]);
    await Promise.all(clients.map((c) => c.close()));
    expect(ackedAtKill.length).toBeGreaterThan(50);

    const log = fs.readdirSync(dir).find((f) => f.startsWith('log-'))!;
    fs.appendFileSync(path.join(dir, log), '0badf00d {"n":"demo-x-default-rtdb","c":[["/torn",');
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
    const restarted = await startLocalDb({ port: 0, dataDir: dir });
    warn.mockRestore();
    try {
      const stored = (await (await fetch(`${restarted.url}/acked.json?ns=demo-x-default-rtdb`)).json()) as Record<string, { i: number }>;
      const missing = ackedAtKill.filter((key) => stored[key] === undefined);
      expect(missing).toEqual([]);
      expect(warnings.some((w) => /torn last record/.test(w))).toBe(true);
      expect(await (await fetch(`${restarted.url}/torn.json?ns=demo-x-default-rtdb`)).json()).toBeNull();
    } finally {
      await restarted.close();
    }
  });
});
