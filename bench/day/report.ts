// The figures of one `npm run bench:day` run, as Markdown for docs/PERFORMANCE.md.
import { ms } from '../localdb/stats.ts';
import type { DayFigures } from './measure-server.ts';
import type { PageBytes } from './page-reads.ts';

export interface DayReportInput {
  couples: number;
  entries: number;
  events: number;
  rounds: number;
  judges: number;
  spectators: number;
  tapMs: number;
  machine: string;
  demoPages: PageBytes[];
  figures: (DayFigures | string)[];
  /** The day as planned by its running order's times. */
  plannedDaySeconds: number;
}

/** Firebase's pricing page: Realtime Database downloads on the pay-as-you-go (Blaze) plan, US$ per GB. */
const DOLLARS_PER_GB = 1;
const GB = 1e9;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const gb = (bytes: number) => `${(bytes / GB).toFixed(bytes < GB ? 3 : 2)} GB`;
const dollars = (bytes: number) => `$${((bytes / GB) * DOLLARS_PER_GB).toFixed(2)}`;
const spectatorBytes = (f: DayFigures) => f.spectators.reduce((a, s) => a + s.bytesPerClient * s.clients, 0);
const cpu = (f: DayFigures) => f.serverAtEnd.cpuUserSeconds + f.serverAtEnd.cpuSystemSeconds - f.serverAtReady.cpuUserSeconds - f.serverAtReady.cpuSystemSeconds;

function rows(f: DayFigures): [string, string][] {
  const by = (kind: string) => f.spectators.find((s) => s.kind === kind);
  const spect = (kind: string) => {
    const s = by(kind);
    return s ? `${kb(s.bytesPerClient)} (first view ${kb(s.firstViewBytesPerClient)}), ${s.clients} clients` : 'n/a';
  };
  const total = spectatorBytes(f) + f.staffBytes;
  const polling = f.mode === 'polling';
  const projected = f.spectators.reduce((a, s) => a + (s.projectedBytesPerClient ?? 0) * s.clients, 0);
  const requests = (kind: string) => {
    const s = by(kind);
    return s?.requestsPerClient === undefined ? 'n/a' : `${s.requestsPerClient.toFixed(0)} (${(s.versionReadsPerClient ?? 0).toFixed(0)} of the version record)`;
  };
  const bumps = Object.entries(f.bumps).sort((a, b) => b[1] - a[1]);
  return [
    ['Spectators read by', polling ? `REST polling every ${f.pollIntervalMs / 1000} s, the public version record first; no socket` : 'the SDK\'s WebSocket'],
    ['Server connections over the day, peak / p99', f.connections ? `**${f.connections.peak}** / ${f.connections.p99} (${f.connections.samples} samples, every 100 ms)` : 'n/a (not counted by this server)'],
    ['Rules', `${f.rulesNote}; a mark from a device bound to no judge ${f.rulesHold ? 'refused' : '**accepted**'}`],
    ['Rounds danced / day length', `${f.rounds} rounds in ${f.daySeconds.toFixed(0)} s`],
    ['Judge mark acknowledged, p50 / p99', `${ms(f.ackP50)} / ${ms(f.ackP99)} ms (${f.marks} marks)`],
    ['Posting → a spectator has it, p50 / p99', `${ms(f.seenP50)} / ${ms(f.seenP99)} ms`],
    ['Posting → every spectator has it, p50 / p99', `${ms(f.allSeenP50)} / ${ms(f.allSeenP99)} ms (${f.missedSightings} of ${f.expectedSightings} sightings missing)`],
    ['Acknowledged marks lost (final database)', `${f.lostMarks}${f.pendingInOutbox ? `, ${f.pendingInOutbox} left in outboxes` : ''}`],
    ['Server CPU during the day', `${cpu(f).toFixed(1)} s (${(f.serverAtEnd.cpuUserSeconds + f.serverAtEnd.cpuSystemSeconds).toFixed(1)} s since start, seeding and first views included)`],
    ['Server peak memory (max RSS)', `${mb(f.serverAtEnd.peakRss)} (RSS at the end ${mb(f.serverAtEnd.rss)})`],
    ['Bytes per spectator, whole day: /live', spect('live')],
    ['… competitor page', spect('competitor')],
    ['… one event\'s results page', spect('results')],
    ['Requests per polling phone over the day: /live, competitor, results', polling ? `${requests('live')}; ${requests('competitor')}; ${requests('results')}` : 'n/a'],
    ['Events\' index read whole per polling phone: /live, competitor, results', polling ? ['live', 'competitor', 'results'].map((kind) => by(kind)?.wholeIndexReadsPerClient?.toFixed(1) ?? 'n/a').join(', ') : 'n/a'],
    ['Public version bumps over the day', `${bumps.reduce((a, [, n]) => a + n, 0)} (${bumps.slice(0, 4).map(([b, n]) => `${b} ${n}`).join(', ')})`],
    ['Download, this day, all clients', `**${gb(total)}** (spectators ${gb(spectatorBytes(f))}, staff and judges ${mb(f.staffBytes)}): ${dollars(total)} at $${DOLLARS_PER_GB}/GB`],
    ['… over the planned day', polling
      ? `at most **${gb(projected + f.staffBytes)}**: ${dollars(projected + f.staffBytes)} (${(f.plannedDaySeconds / 3600).toFixed(1)} h: the version record every round, each path once per bump of its branch)`
      : 'the same (a socket receives each change once, whatever the pace)'],
    ['Spectator errors', f.errors.length ? f.errors.join('; ') : 'none'],
  ];
}

function pagesTable(demo: PageBytes[], start: PageBytes[] | undefined, end: PageBytes[] | undefined): string[] {
  const target = (i: number) => (i === 4 ? '' : ' (target 30 KB demo, 60 KB big day)');
  return [
    '| Page (first view) | Demo | Big day, first round | Big day, all posted | Largest read (big day, end) |',
    '| --- | ---: | ---: | ---: | --- |',
    ...demo.map((d, i) => `| \`${d.page}\`${target(i)} | ${kb(d.bytes)} | ${start ? kb(start[i].bytes) : 'n/a'} | ${end ? kb(end[i].bytes) : 'n/a'} | ${end ? `\`${end[i].largest.path}\` ${kb(end[i].largest.bytes)}` : ''} |`),
  ];
}

export function dayReport(input: DayReportInput): string {
  const measured = input.figures.filter((f): f is DayFigures => typeof f !== 'string');
  const names = input.figures.map((f) => (typeof f === 'string' ? f.split(':')[0] : `${f.server}, ${f.mode}`));
  const table = measured.length === 0 ? [] : measured[0] ? rows(measured[0]).map(([label], i) =>
    `| ${label} | ${input.figures.map((f) => (typeof f === 'string' ? f : rows(f)[i]?.[1] ?? '')).join(' | ')} |`) : [];
  const local = measured.find((f) => f.server === 'localdb');
  return [
    `${input.couples} couples, ${input.entries} entries, ${input.events} events, ${input.rounds} rounds, ${input.judges} judges marking every round`,
    `(${input.tapMs} ms between a judge's taps), ${input.spectators} spectators. The day as planned lasts ${(input.plannedDaySeconds / 3600).toFixed(1)} h.`,
    `${input.machine}. Download priced at $${DOLLARS_PER_GB} per GB (Firebase's pricing page, Realtime Database on the pay-as-you-go plan).`,
    '',
    `| Figure | ${names.join(' | ')} |`,
    `| --- | ${names.map(() => '---').join(' | ')} |`,
    ...table,
    '',
    'Database data a page receives at first view (JSON of every value it reads):',
    '',
    ...pagesTable(input.demoPages, local?.pagesAtStart, local?.pagesAtEnd),
  ].join('\n');
}
