// Scoring benchmark (npm run bench): a final of 8 couples × 9 judges × 5 dances and a recall tally
// of 300 couples × 9 judges × 5 dances. Plain timing loops; figures go to docs/PERFORMANCE.md.
import type { JudgeMarks, RoundEntry } from '../src/domain/model.ts';
import { buildFinalResult, buildRecallResult, type RoundSheetInput } from '../src/domain/results/index.ts';
import { explainFinal, placeMultiDance, placeSingleDance, tallyRecalls } from '../src/domain/scoring/index.ts';

/** Deterministic pseudo-random numbers (mulberry32), so every run scores the same sheets. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(n: number, next: () => number): number[] {
  const a = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

function finalSheet(couples: number, judges: number, dances: number, next: () => number): Record<string, Record<string, number[]>> {
  const sheet: Record<string, Record<string, number[]>> = {};
  for (let d = 0; d < dances; d++) {
    const dance: Record<string, number[]> = {};
    const columns = Array.from({ length: judges }, () => shuffled(couples, next));
    for (let c = 0; c < couples; c++) dance[String(101 + c)] = columns.map((column) => column[c]);
    sheet[`Dance ${d + 1}`] = dance;
  }
  return sheet;
}

function recallSheet(couples: number, marks: number, recallShare: number, next: () => number): Record<string, number[]> {
  const sheet: Record<string, number[]> = {};
  for (let c = 0; c < couples; c++) sheet[String(100 + c)] = Array.from({ length: marks }, () => (next() < recallShare ? 1 : 0));
  return sheet;
}

interface Figure {
  name: string;
  opsPerSecond: number;
  microsPerOp: number;
}

/**
 * Runs `run` over `inputs` for at least `minMillis` of this process's CPU time. CPU time, not wall
 * time, because the machine is shared: waiting for a core is not the engine's cost.
 */
function measure<T>(name: string, inputs: readonly T[], run: (input: T) => unknown, minMillis = 1500): Figure {
  let sink = 0;
  for (let i = 0; i < 500; i++) sink += run(inputs[i % inputs.length]) ? 1 : 0;
  let ops = 0;
  const start = process.cpuUsage();
  let elapsedMicros = 0;
  while (elapsedMicros < minMillis * 1000) {
    for (let i = 0; i < 100; i++) sink += run(inputs[ops++ % inputs.length]) ? 1 : 0;
    const used = process.cpuUsage(start);
    elapsedMicros = used.user + used.system;
  }
  if (sink < 0) console.log(sink);
  return { name, opsPerSecond: (ops / elapsedMicros) * 1e6, microsPerOp: elapsedMicros / ops };
}

const next = random(20261122);
const finals = Array.from({ length: 64 }, () => finalSheet(8, 9, 5, next));
const singles = finals.map((sheet) => sheet['Dance 1']);
// A 300-couple first round recalling about half: 9 judges × 5 dances = 45 marks per couple.
const recalls = Array.from({ length: 16 }, () => recallSheet(300, 45, 0.5, next));

/** The same sheets as the judges' tablets store them, for the results builders. */
function storedRound(byDance: Record<string, Record<string, number[]>>): RoundSheetInput {
  const dances = Object.keys(byDance);
  const couples = Object.keys(byDance[dances[0]]);
  const judgeCount = byDance[dances[0]][couples[0]].length;
  const judges = Array.from({ length: judgeCount }, (_, j) => ({ key: `judge${j + 1}`, label: String.fromCharCode(65 + j) }));
  const entries: Record<string, RoundEntry> = Object.fromEntries(
    couples.map((couple) => [`entry-${couple}`, { leadName: `Lead ${couple}`, followName: `Follow ${couple}`, leadNumber: Number(couple), affiliation: 'U' }]),
  );
  const marks: Record<string, JudgeMarks> = Object.fromEntries(
    judges.map((judge, j) => [
      judge.key,
      { dances: Object.fromEntries(dances.map((dance) => [dance, Object.fromEntries(couples.map((couple) => [`entry-${couple}`, byDance[dance][couple][j]]))])) },
    ]),
  );
  return { entries, dances: Object.fromEntries(dances.map((dance, d) => [dance, d])), judges, marks };
}

/** A recall sheet of 45 marks per couple split back into 5 dances × 9 judges. */
function recallByDance(sheet: Record<string, number[]>): Record<string, Record<string, number[]>> {
  return Object.fromEntries(
    Array.from({ length: 5 }, (_, d) => [`Dance ${d + 1}`, Object.fromEntries(Object.entries(sheet).map(([couple, marks]) => [couple, marks.slice(d * 9, d * 9 + 9)]))]),
  );
}

const storedFinals = finals.map(storedRound);
const storedRecalls = recalls.map((sheet) => storedRound(recallByDance(sheet)));

const figures = [
  measure('placeSingleDance: 8 couples × 9 judges', singles, placeSingleDance),
  measure('placeMultiDance: final of 8 couples × 9 judges × 5 dances', finals, placeMultiDance),
  measure('explainFinal: same final with every table', finals, explainFinal),
  measure('tallyRecalls: 300 couples × 9 judges × 5 dances, 150 requested', recalls, (marks) => tallyRecalls(marks, 150)),
  measure('buildFinalResult: the final from stored judge marks', storedFinals, buildFinalResult),
  measure('buildRecallResult: 300 couples from stored judge marks', storedRecalls, (round) => {
    // Random marks rarely split exactly at 150, so the chairman's choice is the usual path.
    return buildRecallResult({ ...round, requested: 150, chairmanMinMarks: 23 });
  }),
];

console.log(`Scoring benchmark, node ${process.version}`);
for (const figure of figures) {
  console.log(`${figure.name.padEnd(72)} ${Math.round(figure.opsPerSecond).toLocaleString('en-US').padStart(10)} ops/s  ${figure.microsPerOp.toFixed(1).padStart(8)} µs/op (CPU time)`);
}
