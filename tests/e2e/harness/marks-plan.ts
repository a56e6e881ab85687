// What each judge marks in the scenario, chosen so the judges disagree a little, and what the scoring
// engine makes of exactly those marks: the expectation the screens are held to.
import { placeMultiDance, tallyRecalls, type MultiDanceResult, type RecallTally } from '../../../src/domain/scoring';

/** plan[judge][dance]: the back numbers a judge recalls (recall round) or places in order (final). */
export type MarkPlan = string[][][];

export const byNumber = (a: string, b: string) => Number(a) - Number(b);

/**
 * Every judge recalls the clear leaders; the last places go to couples from a pool near the cut,
 * differently per judge and dance. The first variant that the engine can cut without the chairman wins,
 * so the scenario never stalls on a tie it did not mean to test.
 */
export function planRecalls(
  numbers: readonly string[],
  danceCount: number,
  judgeCount: number,
  requested: number,
  favourite?: string,
): { plan: MarkPlan; tally: RecallTally } {
  const sorted = [...numbers].sort(byNumber);
  // The favourite (the couple the story follows) is among the judges' sure picks.
  const ranked = favourite && sorted.includes(favourite) ? [favourite, ...sorted.filter((n) => n !== favourite)] : sorted;
  const sure = ranked.slice(0, Math.max(0, requested - 2));
  const pool = ranked.slice(sure.length, sure.length + 5);
  for (let variant = 0; variant < pool.length * 4; variant++) {
    const plan = Array.from({ length: judgeCount }, (_, j) =>
      Array.from({ length: danceCount }, (_, d) => {
        const first = (j + variant) % pool.length;
        const second = (first + 1 + ((j + d + variant) % (pool.length - 1))) % pool.length;
        return [...sure, pool[first], pool[second]];
      }),
    );
    const tally = tallyRecalls(recallSheet(sorted, plan), requested);
    if (tally.recalled !== null) return { plan, tally };
  }
  throw new Error('No recall plan without a tie at the cut; the scenario needs a different field size.');
}

/** The engine's input: per couple, every judge's 0/1 for the first dance, then the next dance. */
export function recallSheet(numbers: readonly string[], plan: MarkPlan): Record<string, number[]> {
  const sheet: Record<string, number[]> = {};
  for (const number of numbers) {
    sheet[number] = [];
    const danceCount = plan[0].length;
    for (let d = 0; d < danceCount; d++) {
      for (const judge of plan) sheet[number].push(judge[d].includes(number) ? 1 : 0);
    }
  }
  return sheet;
}

/** Each judge's finishing order per dance: a rotation of the field with one pair swapped, so judges differ. */
export function planFinal(finalists: readonly string[], danceCount: number, judgeCount: number): MarkPlan {
  const sorted = [...finalists].sort(byNumber);
  return Array.from({ length: judgeCount }, (_, j) =>
    Array.from({ length: danceCount }, (_, d) => {
      const shift = (j + 2 * d) % sorted.length;
      const order = [...sorted.slice(shift), ...sorted.slice(0, shift)];
      const k = (j + d) % (order.length - 1);
      [order[k], order[k + 1]] = [order[k + 1], order[k]];
      return order;
    }),
  );
}

/** The engine's input: dance → couple → the place each judge gave. */
export function finalSheet(dances: readonly string[], plan: MarkPlan): Record<string, Record<string, number[]>> {
  return Object.fromEntries(
    dances.map((dance, d) => {
      const couples = plan[0][d];
      return [dance, Object.fromEntries(couples.map((couple) => [couple, plan.map((judge) => judge[d].indexOf(couple) + 1)]))];
    }),
  );
}

export function expectedFinal(dances: readonly string[], plan: MarkPlan): MultiDanceResult {
  return placeMultiDance(finalSheet(dances, plan));
}
