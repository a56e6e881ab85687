// npm run bench:web — what the first view of the public site costs: gzipped JavaScript and database
// bytes received, measured in Chromium against the demo build. Not a test: figures go to docs/PERFORMANCE.md.
// Options: --dist <dir> serves an existing build (made with VITE_DB_EMULATOR_HOST=127.0.0.1:<--db-port>);
// --no-write prints the sections without writing them; --phone-loads <n> (default 5) loads per page on
// the phone profile, 0 to skip it.
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/lib/free-port.ts';
import { type FirstView, measureFirstView } from './web/first-view.ts';
import { loadOnPhone, routeExists } from './web/phone-network.ts';
import { PHONE_PAGES } from './web/phone-pages.ts';
import { PHONE_HEADING, type PhoneResult, phoneSection, writeSection } from './web/phone-report.ts';
import { DB_BUDGET, JS_BUDGET, jsGzip, webSection, writeWebSection } from './web/report.ts';
import { ROOT, startSite } from './web/site.ts';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

type Seed = Parameters<(typeof PHONE_PAGES)[number]['path']>[0];

/** The event with the most entries and one of its leads: the worst case of /entries with one event open. */
function largestEvent(seed: Seed): { eventName: string; lead: string } {
  const events = Object.values(seed.events ?? {}).sort((a, b) => Object.keys(b.entries ?? {}).length - Object.keys(a.entries ?? {}).length);
  const entry = Object.values(events[0]?.entries ?? {})[0];
  if (!events[0] || !entry) throw new Error('The demo competition has no entries.');
  return { eventName: events[0].eventName, lead: entry.leadName };
}

/** The page, and a text that shows it has rendered its data (issue 23: each public page's first view). */
function firstViewPages(seed: Seed): [string, string][] {
  const largest = largestEvent(seed);
  const competitor = PHONE_PAGES[PHONE_PAGES.length - 1];
  return [
    ['/', 'Registration'],
    [`/entries?open=${encodeURIComponent(largest.eventName)}`, largest.lead],
    ['/live', 'On the floor'],
    ['/competitors', largest.lead],
    [competitor.path(seed), competitor.liveText(seed, Date.now())],
  ];
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main(): Promise<void> {
  const log = (line: string) => console.error(line);
  const dbPort = Number(option('--db-port') ?? (await freePort()));
  const site = await startSite({ dbPort, sitePort: await freePort(), distDir: option('--dist'), log });
  const views: FirstView[] = [];
  const phone: PhoneResult[] = [];
  const phoneLoads = Number(option('--phone-loads') ?? 5);
  let section: string;
  try {
    for (const [pagePath, text] of firstViewPages(site.seed as Seed)) {
      log(`Measuring ${pagePath}...`);
      views.push(await measureFirstView(site.url, site.distDir, pagePath, text));
    }
    for (const page of phoneLoads > 0 ? PHONE_PAGES : []) {
      const seed = site.seed as Parameters<typeof page.path>[0];
      const pagePath = page.path(seed);
      const result: PhoneResult = { path: pagePath, lcpTarget: page.lcpTarget, liveTarget: page.liveTarget, ...(page.paintsBeforeScripts ? { paintsBeforeScripts: true } : {}), loads: [] };
      phone.push(result);
      if (!(await routeExists(`${site.url}${pagePath}`))) {
        result.skipped = 'the site has no such page yet';
        log(`${pagePath}: no such page, skipped.`);
        continue;
      }
      for (let i = 0; i < phoneLoads; i++) {
        log(`Phone profile: ${pagePath}, load ${i + 1} of ${phoneLoads}...`);
        result.loads.push(await loadOnPhone(`${site.url}${pagePath}`, page.liveText(seed, Date.now())));
      }
    }
    // Before stopping: the report reads the build's source maps, which a fresh build deletes on stop.
    section = webSection(views, `Node ${process.versions.node}, ${new Date().toISOString().slice(0, 10)}`);
  } finally {
    await site.stop();
  }
  console.log(section);
  const when = `Node ${process.versions.node}, ${new Date().toISOString().slice(0, 10)}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (2 shared cores)`;
  const phoneText = phone.length > 0 ? phoneSection(phone, when, phoneLoads) : '';
  console.log(phoneText);
  for (const view of views) if (view.consoleErrors.length) log(`Console errors on ${view.path}: ${view.consoleErrors.join(' | ')}`);
  if (!process.argv.includes('--no-write')) {
    writeWebSection(path.join(ROOT, 'docs/PERFORMANCE.md'), section);
    if (phoneText) writeSection(path.join(ROOT, 'docs/PERFORMANCE.md'), PHONE_HEADING, phoneText);
  }
  const home = views[0];
  const ok = jsGzip(home) <= JS_BUDGET && home.wsBytes <= DB_BUDGET;
  log(ok ? 'Both budgets met.' : 'A budget is exceeded (see above).');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
