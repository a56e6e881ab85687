import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalDb, type LocalDb } from '../index.ts';
import { runCli } from '../test/child-server.ts';
import { parseArgs, UsageError } from './args.ts';

// The command line as a person meets it: clear errors at startup, --help, --export.

let dir: string;
let running: LocalDb;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'localdb-cli-'));
  running = await startLocalDb({ port: 0 });
});

afterAll(async () => {
  await running.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run db', () => {
  it('explains a port in use, a rules file with a syntax error, and a missing rules file, then exits 1', async () => {
    fs.writeFileSync(path.join(dir, 'bad.rules.json'), '{\n  "rules": {\n    ".read": "auth.uid ==="\n  }\n}\n');
    const [portInUse, badRules, missing] = await Promise.all([
      runCli(['--port', String(running.port), '--data', path.join(dir, 'd1')]),
      runCli(['--port', '0', '--data', path.join(dir, 'd2'), '--rules', path.join(dir, 'bad.rules.json')]),
      runCli(['--port', '0', '--data', path.join(dir, 'd3'), '--rules', path.join(dir, 'none.json')]),
    ]);
    expect(portInUse.code).toBe(1);
    expect(portInUse.stderr).toMatch(new RegExp(`port ${running.port} on 127\\.0\\.0\\.1 is already in use`));
    expect(badRules.code).toBe(1);
    expect(badRules.stderr).toMatch(/bad\.rules\.json:3:\d+: /);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/cannot read rules file .*none\.json: no such file/);
  });

  it('exports a namespace from a data folder as JSON that --seed accepts', async () => {
    const data = path.join(dir, 'export-data');
    const server = await startLocalDb({ port: 0, dataDir: data, seed: { seeded: { '.value': 1, '.priority': 2 } } });
    await fetch(`${server.url}/extra.json?ns=only-ns`, { method: 'PUT', body: '"x"' });
    await server.close();
    const out = path.join(dir, 'out.json');
    const [exported, help] = await Promise.all([runCli(['--data', data, '--export', out]), runCli(['--help'])]);
    expect(exported.code).toBe(0);
    expect(JSON.parse(fs.readFileSync(out, 'utf8'))).toEqual({ seeded: { '.value': 1, '.priority': 2 }, extra: 'x' });
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/--rules <file>/);
  });
});

describe('parseArgs', () => {
  it('reads every option, in both --flag value and --flag=value forms', () => {
    expect(parseArgs(['--port=9100', '--host', '0.0.0.0', '--data', 'd', '--rules', 'r.json', '--seed', 's.json', '--log-denials'])).toMatchObject({
      port: 9100,
      host: '0.0.0.0',
      dataDir: 'd',
      rulesFile: 'r.json',
      seedFile: 's.json',
      logDenials: true,
    });
  });

  it('reads --max-connections as a whole number of at least 1, and no cap without it', () => {
    expect(parseArgs(['--max-connections', '100']).maxConnections).toBe(100);
    expect(parseArgs([]).maxConnections).toBeNull();
    expect(() => parseArgs(['--max-connections', '0'])).toThrow(/--max-connections must be a whole number of at least 1/);
    expect(() => parseArgs(['--max-connections=2.5'])).toThrow(/--max-connections must be/);
  });

    it('refuses unknown options and bad ports', () => {
    expect(() => parseArgs(['--prot', '1'])).toThrow(UsageError);
    expect(() => parseArgs(['--port', 'x'])).toThrow(/--port must be a number/);
    expect(() => parseArgs(['--data'])).toThrow(/--data needs a value/);
  });
});
