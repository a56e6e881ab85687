// `npm run deploy:check`: the configuration's variables, the day's estimate, and one real run of the script.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import demo from '../../configs/demo';
import type { EventConfig } from '../../configs/types';
import { configProblems } from '../../scripts/lib/deploy-check/config-problems.ts';
import { estimateDay } from '../../scripts/lib/deploy-check/day-estimate.ts';

const run = promisify(execFile);
const hosted: EventConfig = {
  ...demo,
  name: 'cmu24',
  useEmulators: false,
  firebase: { apiKey: 'key', appId: 'app', projectId: 'cmu-x', authDomain: 'cmu-x.firebaseapp.com', databaseURL: 'https://cmu-x-default-rtdb.firebaseio.com' },
};

describe('configProblems', () => {
  it('passes a hosted configuration whose variables are set and whose project .firebaserc deploys to', () => {
    expect(configProblems(hosted, { cmu24: 'cmu-x' })).toEqual([]);
  });

  it('names each missing or mismatched variable', () => {
    const bare = { ...hosted, firebase: { ...hosted.firebase, apiKey: '', appId: '', databaseURL: 'http://127.0.0.1:9000' } };
    const problems = configProblems(bare, { cmu24: 'cmu-other' });
    expect(problems).toEqual([
      expect.stringContaining('VITE_FIREBASE_API_KEY'),
      expect.stringContaining('VITE_FIREBASE_APP_ID'),
      expect.stringContaining('.firebaserc deploys cmu24 to cmu-other, but the build talks to cmu-x'),
      expect.stringContaining('not an https address'),
    ]);
    expect(configProblems(hosted, {})).toEqual([expect.stringContaining('.firebaserc has no project for cmu24')]);
  });

  it('refuses the demo configuration, which runs on the local database only', () => {
    expect(configProblems(demo, { demo: 'demo-ballroom' })).toEqual([expect.stringContaining('cannot be deployed')]);
  });
});

describe('estimateDay', () => {
  const rules = fs.readFileSync('database.rules.json', 'utf8');

  it('counts every phone and staff device as a connection and reads only the public branches per load', () => {
    const small = estimateDay({ couples: 40, phones: 80, staffDevices: 10, loadsPerPhone: 2 }, rules);
    expect(small.peakConnections).toBe(90);
    expect(small.publicBytes).toBeGreaterThan(0);
    expect(small.publicBytes).toBeLessThan(small.storedBytes);
    expect(small.downloadBytes).toBeGreaterThanOrEqual(80 * 3 * small.publicBytes);
    const more = estimateDay({ couples: 40, phones: 160, staffDevices: 10, loadsPerPhone: 2 }, rules);
    expect(more.downloadBytes).toBeGreaterThan(small.downloadBytes);
  });
});

describe('npm run deploy:check', () => {
  it('fails a Spark project whose day needs more than 100 connections, and says why', async () => {
    const env = { ...process.env, VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_APP_ID: 'app', VITE_FIREBASE_PROJECT_ID: '', VITE_FIREBASE_DATABASE_URL: '' };
    const outcome = await run('npx', ['tsx', 'scripts/deploy-check.ts', 'cmu24', '--plan', 'spark', '--couples', '60'], { env }).then(
      (result) => ({ code: 0, stdout: result.stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    expect(outcome.stdout).toContain('compiles with the strict compiler');
    expect(outcome.stdout).toContain('every variable a production build needs is set');
    expect(outcome.stdout).toMatch(/✗ simultaneous connections: about 140 at the busiest moment; the plan allows 100/);
    expect(outcome.stdout).toContain('Choose Blaze');
    expect(outcome.code).toBe(1);
  }, 120_000);
});
