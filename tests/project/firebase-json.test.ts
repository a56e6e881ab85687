// The hosting and emulator settings that deployments and `npm start` rely on.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PRERENDERED_PAGES, ROUTE_SHELLS, SHELL_FILE } from '../../scripts/vite/prerender-pages.ts';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const root = resolve(import.meta.dirname, '../..');
const config = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8'));
const hosting = config.hosting as { public: string; rewrites: unknown[]; headers: HeaderRule[] };

/** Firebase applies every matching header rule in order, so for a key the last matching rule wins. */
function headersFor(path: string): Record<string, string> {
  const matches = (source: string) => (source === '**' ? true : source.endsWith('/**') ? path.startsWith(source.slice(0, -2)) : path === source);
  const out: Record<string, string> = {};
  for (const rule of hosting.headers) if (matches(rule.source)) for (const { key, value } of rule.headers) out[key] = value;
  return out;
}

function csp(): Map<string, string[]> {
  const value = headersFor('/index.html')['Content-Security-Policy'];
  return new Map(value.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

describe('firebase.json hosting', () => {
  it("serves each prerendered page for its path, a route's own shell for its paths and the app shell for every other path", () => {
    expect(hosting.public).toBe('dist');
    const pages = PRERENDERED_PAGES.filter((page) => page.path !== '/').map((page) => ({ source: page.path, destination: `/${page.file}` }));
    const shells = ROUTE_SHELLS.map((shell) => ({ source: shell.source, destination: `/${shell.file}` }));
    expect(hosting.rewrites).toEqual([...pages, ...shells, { source: '**', destination: `/${SHELL_FILE}` }]);
  });

  it('never caches index.html or app routes, and caches hashed assets for a year', () => {
    expect(headersFor('/index.html')['Cache-Control']).toBe('no-cache');
    expect(headersFor('/results/Gold%20Standard')['Cache-Control']).toBe('no-cache');
    expect(headersFor('/assets/index-B18EVk5t.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the security headers on every response', () => {
    for (const path of ['/', '/assets/index-abc.js']) {
      const headers = headersFor(path);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Content-Security-Policy']).toBeDefined();
    }
  });

  it('lets scripts come only from the site itself (and the analytics loader), never inline or eval', () => {
    const policy = csp();
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('allows connections to exactly the Firebase endpoints the app uses and the IP lookup', () => {
    expect(policy()).toEqual(
      expect.arrayContaining([
        "'self'",
        'wss://*.firebaseio.com', 'https://*.firebaseio.com',
        'wss://*.firebasedatabase.app', 'https://*.firebasedatabase.app',
        'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com',
        'https://firebaseinstallations.googleapis.com', 'https://firebase.googleapis.com',
        'https://api.ipify.org',
      ]),
    );
    for (const source of policy()) expect(source).toMatch(/^('self'|(https|wss):\/\/[a-z0-9*.-]+\.[a-z]+)$/);
    function policy() {
      return csp().get('connect-src') ?? [];
    }
  });

  it('points the database at database.rules.json', () => {
    expect(config.database).toEqual({ rules: 'database.rules.json' });
  });

  it('runs the Auth emulator on 127.0.0.1:9099 for one project, without the UI', () => {
    expect(config.emulators.auth).toEqual({ host: '127.0.0.1', port: 9099 });
    expect(config.emulators.singleProjectMode).toBe(true);
    expect(config.emulators.ui).toEqual({ enabled: false });
  });
});
