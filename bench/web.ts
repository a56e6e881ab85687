// npm run bench:web — what the first view of the public site costs: gzipped JavaScript and database
// bytes received, measured in Chromium against the demo build. Not a test: figures go to docs/PERFORMANCE.md.
// Options: --dist <dir> serves an existing build (made with VITE_DB_EMULATOR_HOST=127.0.0.1:<--db-port>);
// --no-write prints the section without writing it.
import path from 'node:path';
import { freePort } from '../scripts/lib/free-port.ts';
import { type FirstView, measureFirstView } from './web/first-view.ts';
import { DB_BUDGET, JS_BUDGET, jsGzip, webSection, writeWebSection } from './web/report.ts';
import { ROOT, startSite } from './web/site.ts';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

/** The page, and a text that shows it has rendered its data. */
const PAGES: [string, string][] = [
  ['/', 'Registration'],
  ['/entries', 'entries in'],
  ['/live', 'On the floor'],
];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main(): Promise<void> {
  const log = (line: string) => console.error(line);
  const dbPort = Number(option('--db-port') ?? (await freePort()));
  const site = await startSite({ dbPort, sitePort: await freePort(), distDir: option('--dist'), log });
  const views: FirstView[] = [];
  let section: string;
  try {
    for (const [pagePath, text] of PAGES) {
      log(`Measuring ${pagePath}...`);
      views.push(await measureFirstView(site.url, site.distDir, pagePath, text));
    }
    // Before stopping: the report reads the build's source maps, which a fresh build deletes on stop.
    section = webSection(views, `Node ${process.versions.node}, ${new Date().toISOString().slice(0, 10)}`);
  } finally {
    await site.stop();
  }
  console.log(section);
  for (const view of views) if (view.consoleErrors.length) log(`Console errors on ${view.path}: ${view.consoleErrors.join(' | ')}`);
  if (!process.argv.includes('--no-write')) writeWebSection(path.join(ROOT, 'docs/PERFORMANCE.md'), section);
  const home = views[0];
  const ok = jsGzip(home) <= JS_BUDGET && home.wsBytes <= DB_BUDGET;
  log(ok ? 'Both budgets met.' : 'A budget is exceeded (see above).');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
