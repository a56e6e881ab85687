// The "Web on a phone network" section of docs/PERFORMANCE.md, rewritten from each run.
import fs from 'node:fs';
import { PHONE_PROFILE, type PhoneLoad } from './phone-network.ts';

export interface PhoneResult {
  path: string;
  lcpTarget: number;
  /** First live value target, ms. */
  liveTarget: number;
  /** Why the page was not measured. */
  skipped?: string;
  /** The page paints its first live value before its scripts run (phone-pages.ts). */
  paintsBeforeScripts?: boolean;
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
const kb = (bytes: number | null) => `${((bytes ?? 0) / 1024).toFixed(1)} KB`;
const transferMs = (bytes: number) => (bytes / PHONE_PROFILE.downloadBytesPerSecond) * 1000;

/**
 * The profile's lower bounds, ms: paint needs the HTML and its render-blocking stylesheet (2 round trips and
 * their bytes); the first live value also needs the scripts and the data, which the HTML asks for at once
 * (one more round trip, all bytes through the one 1.6 Mbit/s link). A page that paints its first live value before
 * its scripts run needs only the HTML, its head script and the REST answers (3 round trips) and, of the bytes, the
 * HTML, the stylesheet and those answers. CPU time not counted.
 */
export function lowerBounds(load: Pick<PhoneLoad, 'htmlBytes' | 'cssBytes' | 'scriptBytes' | 'dataBytes' | 'restBytes'>, paintsBeforeScripts = false): { paint: number; live: number } {
  const paintBytes = load.htmlBytes + load.cssBytes;
  const liveBytes = paintsBeforeScripts ? paintBytes + load.restBytes : paintBytes + load.scriptBytes + load.dataBytes;
  return {
    paint: 2 * PHONE_PROFILE.latencyMs + transferMs(paintBytes),
    live: 3 * PHONE_PROFILE.latencyMs + transferMs(liveBytes),
  };
}

const verdictOf = (value: number | null, target: number) =>
  value === null ? 'not measured' : value <= target ? 'met' : `**missed by ${seconds(value - target)}**`;

function row(r: PhoneResult): string {
  if (r.skipped) return `| \`${r.path}\` | skipped: ${r.skipped} | | | | | | | |`;
  const lcp = median(r.loads.map((l) => l.lcp));
  const live = median(r.loads.map((l) => l.firstLiveValue));
  const elements = [...new Set(r.loads.map((l) => l.lcpElement))].join(', ');
  const all = r.loads.map((l) => seconds(l.lcp)).join(', ');
  const bytes = (pick: (l: PhoneLoad) => number) => median(r.loads.map(pick)) ?? 0;
  const bound = lowerBounds(
    { htmlBytes: bytes((l) => l.htmlBytes), cssBytes: bytes((l) => l.cssBytes), scriptBytes: bytes((l) => l.scriptBytes), dataBytes: bytes((l) => l.dataBytes), restBytes: bytes((l) => l.restBytes) },
    r.paintsBeforeScripts === true,
  );
  const sizes = `${kb(bytes((l) => l.htmlBytes))} + ${kb(bytes((l) => l.cssBytes))} / ${kb(bytes((l) => l.scriptBytes))} / ${kb(bytes((l) => l.dataBytes))}`;
  const limits = [seconds(median(r.loads.map((l) => l.scriptsLoaded))), seconds(median(r.loads.map((l) => l.restAnswered))), seconds(median(r.loads.map((l) => l.lastRead)))].join(' | ');
  return `| \`${r.path}\` | ${seconds(lcp)} (${all}) | ${seconds(bound.paint)} | ≤ ${seconds(r.lcpTarget)}: ${verdictOf(lcp, r.lcpTarget)} | ${seconds(live)} | ${seconds(bound.live)}${r.paintsBeforeScripts ? ' (painted)' : ''} | ≤ ${seconds(r.liveTarget)}: ${verdictOf(live, r.liveTarget)} | ${sizes} | ${limits} | ${elements} |`;
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
    `each load's LCP in brackets. Beside each, the profile's lower bound: paint needs 2 round trips (the HTML, then its`,
    'render-blocking stylesheet) and their bytes at 1.6 Mbit/s; the first live value 3 round trips and every byte before it',
    '(HTML + CSS / scripts / data, on the wire), or, on a page marked *painted* that paints it before its scripts run',
    '(docs/ARCHITECTURE.md, "First live values before the scripts"), the HTML, CSS and REST answers alone.',
    'What limits them, medians from DevTools network events (from the',
    "document's request): when the last script arrived, when the REST reads the HTML sent were answered, when the live",
    'connection sent its last read (listen).',
    `Same build and seeded database as the section above. ${when}.`,
    '',
    '| Page | LCP, median (each load) | Bound | Target | First live value | Bound | Target | Bytes: HTML + CSS / JS / data | Scripts loaded | REST answered | Last listen sent | LCP element |',
    '| --- | ---: | ---: | --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- |',
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
