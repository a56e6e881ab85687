// Running-order generator benchmark (npm run bench:running-order, issue 30): the 400-couple generated day
// (1,200 entries, 171 rounds) on 1, 2 and 3 floors. Time to generate (CPU time, the machine is shared), the
// clashes of the couples known now, the smallest change gap, and the day's length next to its lower bound
// (the heats and the gaps between them divided by the floors). Not a test: nothing here passes or fails.
import { generateBigDay } from '../src/demo/generate-big-day.ts';
import type { CompetitionEvent, ScheduleSettings } from '../src/domain/model.ts';
import { DEFAULT_SCHEDULE_SETTINGS, generateRunningOrder, type GenerateOptions } from '../src/domain/running-order/index.ts';

const START = Date.UTC(2026, 10, 28, 8, 0);
const day = generateBigDay({ scrutineerUid: 'uid-scrutineer', deckCaptainUid: 'uid-deck', startsAt: START });
const events = day.tree.events as Record<string, CompetitionEvent>;
const rounds = Object.values(events).reduce((n, e) => n + Object.keys(e.rounds ?? {}).length, 0);

function cpuMillis(run: () => unknown, minMillis = 3000): { runs: number; msPerRun: number } {
  run();
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

const FLOOR_NAMES = { A: { name: 'Floor A' }, B: { name: 'Floor B' }, C: { name: 'Floor C' } } as const;
function settingsFor(floors: number): ScheduleSettings {
  const named = Object.fromEntries(Object.entries(FLOOR_NAMES).slice(0, floors));
  return { ...DEFAULT_SCHEDULE_SETTINGS, capacityByStyle: { Latin: 18, Rhythm: 18 }, firstHeatStart: START, floors: named, floorChangeMinutes: 2 };
}

const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
const LUNCH = { label: 'Lunch', at: Date.UTC(2026, 10, 28, 12, 30), minutes: 45 };
const cases: { name: string; floors: number; options: GenerateOptions }[] = [
  { name: '1 floor', floors: 1, options: {} },
  { name: '2 floors', floors: 2, options: {} },
  { name: '3 floors', floors: 3, options: {} },
  { name: '2 floors, lunch 12:30, style blocks', floors: 2, options: { breaks: [LUNCH], styleBlocks: true } },
];

console.log(`the big day: ${Object.keys(events).length} events, ${day.entryCount} entries, ${rounds} rounds; first heat ${hhmm(START)} UTC, K = 1, change 2 min, results 5 min`);
for (const { name, floors, options } of cases) {
  const input = { events, slots: {}, settings: settingsFor(floors) };
  const result = generateRunningOrder(input, options);
  if (!result.ok) {
    console.log(`${name}: impossible: ${result.problems.join(' ')}`);
    continue;
  }
  const timing = cpuMillis(() => generateRunningOrder(input, options));
  const f = result.figures;
  const heats = Object.values(result.slots).filter((s) => s.kind === 'heat').length;
  const over = (f.dayMinutes / f.lowerBoundMinutes - 1) * 100;
  console.log(`${name.padEnd(38)} ${timing.msPerRun.toFixed(0).padStart(5)} ms/run (${timing.runs} runs); ${heats} heats; clashes ${f.clashes}; smallest change gap ${f.smallestChangeGapMinutes?.toFixed(1) ?? '-'} min; ends ${f.floors.map((x) => `${x.floor} ${hhmm(x.end)}`).join(', ')}; idle ${f.floors.map((x) => `${x.idleMinutes}`).join('/')} min; day ${f.dayMinutes.toFixed(0)} min vs bound ${f.lowerBoundMinutes.toFixed(0)} (+${over.toFixed(1)}%); broken: ${result.broken.map((b) => `${b.constraint} ×${b.count}`).join(', ') || 'none'}`);
}
