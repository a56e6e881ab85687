// The "Web on a phone network" section of docs/PERFORMANCE.md, rewritten from each run.
import fs from 'node:fs';
import { PHONE_PROFILE, type PhoneLoad } from './phone-network.ts';

export interface PhoneResult {
  path: string;
  lcpTarget: number;
  /** Why the page was not measured. */
  skipped?: string;
  loads: PhoneLoad[];
}

export const PHONE_HEADING = 'Web on a phone network';

/** The median of the values present (null when none). */
export function median(values: readonly (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const mid = Math.floor(present.length / 2);
  return present.length % 2 === 1 ? present[mid] : (present[mid - 1] + present[mid]) / 2;
}

const seconds = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);

function row(r: PhoneResult): string {
  if (r.skipped) return `| \`${r.path}\` | skipped: ${r.skipped} | | | | | | |`;
  const lcp = median(r.loads.map((l) => l.lcp));
  const verdict = lcp === null ? 'not measured' : lcp <= r.lcpTarget ? 'met' : `**missed by ${seconds(lcp - r.lcpTarget)}**`;
  const elements = [...new Set(r.loads.map((l) => l.lcpElement))].join(', ');
  const all = r.loads.map((l) => seconds(l.lcp)).join(', ');
  const limits = [
    seconds(median(r.loads.map((l) => l.scriptsLoaded))),
    seconds(median(r.loads.map((l) => l.lastRead))),
    `${((median(r.loads.map((l) => l.dataBytes)) ?? 0) / 1024).toFixed(1)} KB`,
  ].join(' | ');
  return `| \`${r.path}\` | ${seconds(lcp)} (${all}) | ≤ ${seconds(r.lcpTarget)}: ${verdict} | ${seconds(median(r.loads.map((l) => l.firstLiveValue)))} | ${limits} | ${elements} |`;
}

export function phoneSection(results: PhoneResult[], when: string, loads: number): string {
  return [
    `## ${PHONE_HEADING}`,
    '',
    `\`npm run bench:web\` also loads each page ${loads} times in a fresh Chromium with the common mobile test profile:`,
    `${PHONE_PROFILE.latencyMs} ms round trip, 1.6 Mbit/s down, 750 Kbit/s up (DevTools \`Network.emulateNetworkConditions\`),`,
    `CPU ${PHONE_PROFILE.cpuSlowdown}× slower (\`Emulation.setCPUThrottlingRate\`), a 390 × 844 phone screen, cache disabled. Largest`,
    "Contentful Paint is Chromium's own last `largest-contentful-paint` entry before any input; the first live value is when",
    'a text only the database supplies first appears in the page (a MutationObserver): the registration badge on `/`, the',
    'event on the floor on `/live` and the schedule, one of the couple\'s events on a competitor\'s page. Medians of the loads;',
    `each load's LCP in brackets. What limits them, medians from DevTools network events (from the document's request):`,
    'when the last script arrived, when the page sent its last database read (listen), and the database bytes received.',
    `Same build and seeded database as the section above. ${when}.`,
    '',
    '| Page | LCP, median (each load) | Target | First live value, median | Scripts loaded | Last read sent | Database data | LCP element |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | --- |',
    ...results.map(row),
    '',
  ].join('\n');
}

/** Replaces the section under exactly this heading (up to the next "## "), or appends it. */
export function writeSection(file: string, heading: string, section: string): void {
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start === -1) {
    fs.writeFileSync(file, `${text.trimEnd()}\n\n${section.trimEnd()}\n`);
    return;
  }
  const next = text.indexOf('\n## ', start + 1);
  fs.writeFileSync(file, `${text.slice(0, start + 1)}${section.trimEnd()}\n${next === -1 ? '' : text.slice(next)}`);
}
