// CSV import benchmark (npm run bench:import): previewing a 1,000-row file against the demo competition
// and building its one update. Plain timing loops over CPU time (the machine is shared); the figures go
// to docs/PERFORMANCE.md. Not a test: nothing here passes or fails.
import Papa from 'papaparse';
import { generateDemoCompetition } from '../src/demo/generate-demo.ts';
import type { CompetitionEvent } from '../src/domain/model.ts';
import { suggestMapping } from '../src/domain/transfer/index.ts';
import { readCsvTable } from '../src/domain/transfer/index.ts';
import { previewImport } from '../src/domain/transfer/index.ts';
import { buildImportUpdate } from '../src/domain/transfer/index.ts';
import { eligibilityImportChecker, type EligibilityRecord } from '../src/domain/eligibility/index.ts';
import { scheduleSettingsOf } from '../src/domain/running-order/index.ts';
import { clashImportChecker } from '../src/domain/transfer/index.ts';
import { withStoredArrays } from '../src/domain/transfer/index.ts';
import type { RunningOrderRecord } from '../src/domain/model.ts';

const NOW = Date.UTC(2026, 10, 25, 2, 0);
const tree = generateDemoCompetition(NOW, { uids: {} });
const events = tree.events as Record<string, CompetitionEvent>;
const eventNames = Object.keys(events);
const existing = Object.values(events).flatMap((event) => Object.values(event.entries ?? {}));

/** 1,000 rows: 900 new couples in 1-3 events each, 100 couples already entered given more events. */
function thousandRows(): string {
  const data = Array.from({ length: 1000 }, (_, i) => {
    const known = i % 10 === 9 ? existing[i % existing.length] : undefined;
    const lead = known?.leadName ?? `Lead${i} Surname${i % 97}`;
    const follow = known?.followName ?? `Follow${i} Family${i % 89}`;
    const picked = [0, 1, 2].slice(0, 1 + (i % 3)).map((k) => eventNames[(i * 7 + k * 5) % eventNames.length]);
    return [lead, `lead${i}@example.org`, follow, `follow${i}@example.org`, i % 4 === 0 ? 'TBA' : 'MIT Ballroom Dance Team', [...new Set(picked)].join('; ')];
  });
  return `\uFEFF${Papa.unparse({ fields: ['Lead', 'Lead e-mail', 'Follow', 'Follow e-mail', 'Affiliation', 'Events'], data }, { delimiter: ';' })}`;
}

function cpuMillis(run: () => unknown, minMillis = 3000): { runs: number; msPerRun: number } {
  for (let i = 0; i < 3; i++) run();
  const start = process.cpuUsage();
  let runs = 0;
  let micros = 0;
  while (micros < minMillis * 1000) {
    run();
    runs += 1;
    const used = process.cpuUsage(start);
    micros = used.user + used.system;
  }
  return { runs, msPerRun: micros / runs / 1000 };
}

const text = thousandRows();
const preview = () => {
  const table = readCsvTable(text);
  return previewImport(table, suggestMapping(table.headers), events);
};
// As the import screen runs it: the demo's eligibility rules and the running order's clash check mark rows.
const eligibility = withStoredArrays(tree.eligibility) as EligibilityRecord;
const schedule = (tree.schedule ?? {}) as RunningOrderRecord;
const checked = () => {
  const table = readCsvTable(text);
  const checkers = [eligibilityImportChecker(eligibility), clashImportChecker({ slots: schedule.slots ?? {}, settings: scheduleSettingsOf(schedule.settings) })];
  return previewImport(table, suggestMapping(table.headers), events, { checkers });
};
const sample = preview();
const built = buildImportUpdate(sample, events, { now: NOW });
console.log(`rows ${sample.rows.length}: ${JSON.stringify(sample.counts)}; ${built.entryCount} entries in one update of ${Object.keys(built.update).length} paths`);
const read = cpuMillis(() => readCsvTable(text));
const whole = cpuMillis(preview);
const update = cpuMillis(() => buildImportUpdate(sample, events, { now: NOW }));
const marked = checked();
const withChecks = cpuMillis(checked);
console.log(`read CSV (papaparse)           ${read.msPerRun.toFixed(2)} ms/run (${read.runs} runs)`);
console.log(`read + map + preview 1,000     ${whole.msPerRun.toFixed(2)} ms/run (${whole.runs} runs)`);
console.log(`... with eligibility + clashes    ${withChecks.msPerRun.toFixed(2)} ms/run (${withChecks.runs} runs); ${JSON.stringify(marked.counts)}, ${marked.rows.filter((r) => r.marks.some((m) => m.source === 'clash')).length} rows with clashes`);
console.log(`build the one update           ${update.msPerRun.toFixed(2)} ms/run (${update.runs} runs)`);
