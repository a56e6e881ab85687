// The Web section of docs/PERFORMANCE.md, rewritten from each run (the other sections are left as they are).
import fs from 'node:fs';
import { gzipByPackage } from './attribution.ts';
import type { FirstView } from './first-view.ts';

export const JS_BUDGET = 150 * 1024;
export const DB_BUDGET = 10 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export function jsGzip(view: FirstView): number {
  return sum(view.scripts.map((s) => s.gzip));
}

export function webSection(views: FirstView[], when: string): string {
  const home = views[0];
  const rows = views.map((view) => {
    const js = jsGzip(view);
    const paths = Object.keys(view.wsByPath).length;
    return `| \`${view.path}\` | ${view.scripts.length} | ${kb(sum(view.scripts.map((s) => s.raw)))} | ${kb(js)} | ${kb(view.wsBytes)} (${view.wsFrames} frames, ${paths} paths) |`;
  });
  const largest = [...home.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 6)
    .map((s) => `| \`${s.url}\` | ${kb(s.raw)} | ${kb(s.gzip)} |`);
  const estimate = gzipByPackage(home.scripts);
  const share = (name: string) => estimate.find(([n]) => n === name)?.[1] ?? 0;
  const packages = estimate.slice(0, 10).map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ');
  const byPath = Object.entries(home.wsByPath).sort((a, b) => b[1] - a[1])
    .map(([where, bytes]) => `\`${where}\` ${bytes} B`).join(', ');
  const verdict = (value: number, budget: number) => (value <= budget ? 'met' : `**over by ${kb(value - budget)}**`);
  return [
    '## Web',
    '',
    `\`npm run bench:web\` (bench/web.ts): production build of the demo configuration served as the host serves it (firebase.json's rewrites, gzip), the local`,
    'database seeded with the demo competition and the real rules, Debian Chromium (playwright-core) on a 390 × 844',
    'window with the cache disabled, page loaded, then network idle and 3 s more. JavaScript is every script the page',
    'loads, counted as gzip -9 of the file (what a compressing host such as Firebase Hosting sends; our server',
    'sends gzip -6). Database bytes are the payloads of every WebSocket frame received (DevTools',
    `\`Network.webSocketFrameReceived\`), handshake included. ${when}.`,
    '',
    '| Page | Scripts | JS (raw) | JS (gzip) | Database bytes received |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Budgets for \`/\`: JavaScript ≤ 150 KB gzip: ${verdict(jsGzip(home), JS_BUDGET)}; database ≤ 10 KB: ${verdict(home.wsBytes, DB_BUDGET)}.`,
    '',
    'The public pages read small summary records kept in step with `events` by the app\'s one writer (docs/DATA-MODEL.md,',
    '"Public summaries"): `/entries` the events\' index and the couples of the events opened, `/competitors` one line per',
    'dancer, a competitor\'s page that dancer\'s own entries, `/live` the index and the running order. Target (issue 23):',
    'at most 30 KB of database data for each on the demo, 60 KB at 400 couples (`npm run bench:day`).',
    '',
    'How the first view stays small: routing is declarative (`BrowserRouter` and `useRoutes`; a data router from',
    '`createBrowserRouter` costs about 16 KB gzip more), every screen is its own chunk, the Auth SDK loads only for a',
    'sign-in or a saved session, reads check their fields without zod, and the layout is plain Bootstrap markup.',
    '',
    `What \`/\` listens to (data bytes per path): ${byPath || 'nothing'}.`,
    '',
    `What the JavaScript of \`/\` is made of (estimated gzip, from the source maps): ${packages}.`,
    ...(jsGzip(home) > JS_BUDGET ? ['', overBudgetNote(jsGzip(home), share)] : []),
    '',
    'Largest scripts of `/`:',
    '',
    '| Script | Raw | Gzip |',
    '| --- | ---: | ---: |',
    ...largest,
    '',
  ].join('\n');
}

/** The libraries every page needs whatever the site does: React, its router, and Firebase's app and database SDKs. */
const PLATFORM = [
  'react-dom', 'react', 'scheduler', 'react-router',
  '@firebase/database', '@firebase/app', '@firebase/util', '@firebase/component', '@firebase/logger', 'idb', 'firebase',
];

/** Where the excess comes from, in the run's own figures. */
function overBudgetNote(total: number, share: (name: string) => number): string {
  const auth = share('@firebase/auth');
  const zod = share('zod');
  const platform = PLATFORM.reduce((sum, name) => sum + share(name), 0);
  const router = share('react-router');
  return [
    `Over budget. ${router > 20_000 ? `react-router is ${kb(router)}: is a data router back (src/app/app.tsx)? ` : ''}${auth > 0 ? `The Firebase Auth SDK (${kb(auth)}) is in the first view; it should load only when someone signs in or a session was saved (src/data/auth/firebase-auth.ts). ` : ''}`,
    `${zod > 0 ? `zod (${kb(zod)}) is in the first view; its reads should use the zod-free checks (src/data/field-checks.ts). ` : ''}`,
    `React, react-router and Firebase's app and database SDKs alone are ${kb(platform)} of the ${kb(total)}, leaving ${kb(Math.max(0, JS_BUDGET - platform))} `,
    `of the budget for everything else, which is ${kb(total - platform)} here (the site's own code and configuration, estimated from the source maps).`,
  ].join('');
}

/** Replaces everything from "## Web" up to the next "## " heading (or the end). */
export function writeWebSection(file: string, section: string): void {
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf('\n## Web');
  if (start === -1) throw new Error(`${file} has no "## Web" heading.`);
  const next = text.indexOf('\n## ', start + 1);
  const after = next === -1 ? '' : text.slice(next);
  fs.writeFileSync(file, `${text.slice(0, start + 1)}${section.trimEnd()}\n${after}`);
}
