// What a chairman looks at twice: a judge who marked more or fewer couples than asked for, and a
// judge far from the rest of the panel on a couple. Advice for a person, not part of the result.
import type { JudgeMarks } from '../model';

export interface AnomalyJudge {
  key: string;
  label: string;
}

export interface Anomaly {
  judgeKey: string;
  dance: string;
  /** Absent for a judge's count over the whole dance. */
  entryId?: string;
  message: string;
}

export interface AnomalyInput {
  kind: 'recall' | 'final';
  panel: readonly AnomalyJudge[];
  dances: readonly string[];
  /** entryId → how the couple is called (back number). */
  couples: readonly { entryId: string; label: string }[];
  marks: Readonly<Record<string, JudgeMarks>>;
  /** The round's recall size (recall rounds). */
  requested: number;
}

const markOf = (input: AnomalyInput, judgeKey: string, dance: string, entryId: string) => input.marks[judgeKey]?.dances?.[dance]?.[entryId];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Only judges who have marked the dance count: a judge still marking is not an anomaly. */
function judgesWhoMarked(input: AnomalyInput, dance: string): AnomalyJudge[] {
  return input.panel.filter((judge) => input.marks[judge.key]?.dances?.[dance] !== undefined);
}

function countAnomalies(input: AnomalyInput): Anomaly[] {
  return input.dances.flatMap((dance) =>
    judgesWhoMarked(input, dance).flatMap((judge) => {
      const count = input.couples.filter((c) => markOf(input, judge.key, dance, c.entryId) === 1).length;
      if (count === input.requested) return [];
      const word = count > input.requested ? 'more' : 'fewer';
      return [{ judgeKey: judge.key, dance, message: `Judge ${judge.label} recalled ${count} couples in ${dance}, ${word} than the ${input.requested} asked for.` }];
    }),
  );
}

function recallOutliers(input: AnomalyInput, dance: string, judges: AnomalyJudge[]): Anomaly[] {
  const out: Anomaly[] = [];
  for (const couple of input.couples) {
    for (const judge of judges) {
      const mine = markOf(input, judge.key, dance, couple.entryId) === 1;
      const others = judges.filter((j) => j.key !== judge.key).map((j) => markOf(input, j.key, dance, couple.entryId) === 1);
      if (mine && others.every((o) => !o)) {
        out.push({ judgeKey: judge.key, dance, entryId: couple.entryId, message: `Judge ${judge.label} alone recalled ${couple.label} in ${dance}.` });
      } else if (!mine && others.every((o) => o)) {
        out.push({ judgeKey: judge.key, dance, entryId: couple.entryId, message: `Judge ${judge.label} alone did not recall ${couple.label} in ${dance}.` });
      }
    }
  }
  return out;
}

function finalOutliers(input: AnomalyInput, dance: string, judges: AnomalyJudge[]): Anomaly[] {
  // Far means a third of the floor away from the others' middle, and never less than two places.
  const far = Math.max(2, Math.ceil(input.couples.length / 3));
  const out: Anomaly[] = [];
  for (const couple of input.couples) {
    for (const judge of judges) {
      const mine = markOf(input, judge.key, dance, couple.entryId);
      const others = judges.filter((j) => j.key !== judge.key).map((j) => markOf(input, j.key, dance, couple.entryId)).filter((m): m is number => m !== undefined);
      if (mine === undefined || others.length < 2) continue;
      const middle = median(others);
      if (Math.abs(mine - middle) >= far) {
        out.push({ judgeKey: judge.key, dance, entryId: couple.entryId, message: `Judge ${judge.label} placed ${couple.label} ${mine} in ${dance}; the others ${others.join(', ')}.` });
      }
    }
  }
  return out;
}

export function findAnomalies(input: AnomalyInput): Anomaly[] {
  const outliers = input.dances.flatMap((dance) => {
    const judges = judgesWhoMarked(input, dance);
    if (judges.length < 3) return [];
    return input.kind === 'recall' ? recallOutliers(input, dance, judges) : finalOutliers(input, dance, judges);
  });
  return [...(input.kind === 'recall' ? countAnomalies(input) : []), ...outliers];
}

/** For the marks grid: why a given mark is flagged, or null. */
export function anomalyLookup(anomalies: readonly Anomaly[]): (judgeKey: string, dance: string, entryId: string) => string | null {
  const byCell = new Map(anomalies.filter((a) => a.entryId).map((a) => [`${a.judgeKey}\u0000${a.dance}\u0000${a.entryId}`, a.message]));
  return (judgeKey, dance, entryId) => byCell.get(`${judgeKey}\u0000${dance}\u0000${entryId}`) ?? null;
}
