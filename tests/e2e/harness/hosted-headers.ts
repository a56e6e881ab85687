// The hosted site's security headers (firebase.json), sent by the browser suite's static server too, so a page that
// would break under them (an inline script under `script-src 'self'`) logs the refusal and fails its test. The
// database and Auth emulator run on other local ports, so `connect-src` also allows loopback addresses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export function hostedHeaders(repoRoot: string): Record<string, string> {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as { hosting: { headers: HeaderRule[] } };
  const everywhere = config.hosting.headers.filter((rule) => rule.source === '**').flatMap((rule) => rule.headers);
  const headers = Object.fromEntries(everywhere.filter(({ key }) => key !== 'Cache-Control').map(({ key, value }) => [key, value]));
  const policy = headers['Content-Security-Policy'];
  if (policy) {
    headers['Content-Security-Policy'] = policy.replace(/connect-src ([^;]*)/, 'connect-src $1 http://127.0.0.1:* ws://127.0.0.1:*');
  }
  return headers;
}
