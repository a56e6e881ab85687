// On a venue network anyone can reach the server, and localdb trusts any token's claims, so every
// write must need a sign-in that the rules tie to a role or an owner: no `.write` may be open.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The rules file without its // comments (they are whole lines in this file). */
function rules(): unknown {
  const text = fs.readFileSync(path.join(ROOT, 'database.rules.json'), 'utf8');
  return JSON.parse(text.split('\n').filter((line) => !line.trim().startsWith('//')).join('\n'));
}

function writeRules(node: unknown, at: string, out: { path: string; rule: unknown }[]): void {
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '.write') out.push({ path: at || '/', rule: value });
    else if (!key.startsWith('.')) writeRules(value, `${at}/${key}`, out);
  }
}

describe('database.rules.json for a venue network', () => {
  it('has no write rule that lets someone who is not signed in write', () => {
    const found: { path: string; rule: unknown }[] = [];
    writeRules((rules() as { rules: unknown }).rules, '', found);
    expect(found.length).toBeGreaterThan(10);
    const open = found.filter(({ rule }) => typeof rule !== 'string' || !/auth\s*!=\s*null/.test(rule));
    expect(open).toEqual([]);
  });
});
