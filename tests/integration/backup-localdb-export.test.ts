// The local database's `--export` file and the site's backup carry the same tree: an export reads as a
// backup (format 0, migrated), and a backup's tree seeds a fresh local database that serves it back as is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDb } from '../../localdb/index.ts';
import { exportNamespace } from '../../localdb/cli/export-data.ts';
import type { JsonValue } from '../../localdb/protocol/json.ts';
import { generateDemoCompetition } from '../../src/demo/generate-demo';
import { makeBackup } from '../../src/domain/transfer/index.ts';
import { readBackup } from '../../src/domain/transfer/index.ts';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

const NS = 'demo-backup-default-rtdb';
const tree = generateDemoCompetition(Date.UTC(2026, 10, 25, 1, 0), { uids: {} });
let dir: string;

/** The tree as the JSON value a seed is. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as JsonValue;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-export-'));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('backup and the local database export', () => {
  it('reads an --export of a seeded namespace as a backup of the same tree', async () => {
    const data = path.join(dir, 'data');
    const server = await startLocalDb({ port: 0, dataDir: data, seed: asJson(tree) });
    const response = await fetch(`${server.url}/competitionMetadata/fullName.json?ns=${NS}`);
    expect(await response.json()).toBe('Demo Collegiate DanceSport Championships');
    await server.close();
    const out = path.join(dir, 'export.json');
    expect(exportNamespace(data, NS, out)).toBe(NS);
    const read = readBackup(fs.readFileSync(out, 'utf8'));
    expect(read.migratedFrom).toBe(0);
    // Every branch but the public summaries (derived from events; a restore rebuilds them).
    expect(read.backup.tree).toEqual(makeBackup(tree, 0).tree);
  });

  it('seeds a fresh database from a backup\'s tree, which it serves back unchanged', async () => {
    const backup = makeBackup(tree, Date.UTC(2026, 10, 25, 1, 30));
    const server = await startLocalDb({ port: 0, seed: asJson(backup.tree) });
    try {
      // format=export serves the keys as stored; a plain GET turns array-like children (rounds 1..n) into
      // arrays, as Firebase does, which readBackup also accepts but which is not the stored shape.
      const response = await fetch(`${server.url}/.json?ns=${NS}&format=export`);
      expect(await response.json()).toEqual(backup.tree);
    } finally {
      await server.close();
    }
  });
});
