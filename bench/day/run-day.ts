// The day on the floor, round after round in the running order: the deck captain checks the couples in,
// the scrutineer starts the round, every judge of its panel taps and submits, the scrutineer completes
// it and posts it while the floor moves on to the next round.
import { orderedDances } from '../../src/domain/constants/index.ts';
import { finalMarks, recallMarks } from '../../src/demo/demo-marks.ts';
import type { BigDay } from '../../src/demo/generate-big-day.ts';
import { createPrng } from '../../src/demo/prng.ts';
import { RoundState } from '../../src/domain/model.ts';
import type { Requester } from '../../src/domain/rounds/index.ts';
import { preciseNow } from '../localdb/ipc.ts';
import type { JudgeTablet } from './judge-tablet.ts';
import type { ScheduledRound } from './schedule-file.ts';
import { postedKey } from './schedule-file.ts';
import { type Scrutineer, checkIn } from './scrutineer.ts';
import type { SdkClient } from './sdk-client.ts';

/** Which judges mark a round. Today every judge marks every round; a panel per round plugs in here. */
export type PanelOf = (round: ScheduledRound) => readonly string[];
export const everyJudge = (judgeKeys: readonly string[]): PanelOf => () => judgeKeys;

export interface DayCrew {
  scrutineer: Scrutineer;
  deck: SdkClient;
  tablets: ReadonlyMap<string, JudgeTablet>;
}

export interface DayOptions {
  panelOf: PanelOf;
  /** Pause between a judge's taps, ms (the day's acceleration). */
  tapMs: number;
  /** Called just before a posting is written. */
  onPosting: (round: ScheduledRound) => void;
  log: (line: string) => void;
}

export interface DayRun {
  /** `${event}/${round}` → when the posting update was sent (preciseNow). */
  postedAt: Map<string, number>;
  rounds: number;
  seconds: number;
}

export async function runDay(day: BigDay, crew: DayCrew, options: DayOptions): Promise<DayRun> {
  const prng = createPrng(7);
  const postedAt = new Map<string, number>();
  const postings = new Map<string, Promise<void>>();
  const started = preciseNow();
  let danced = 0;
  for (const [i, r] of day.order.entries()) {
    // The event's previous round must be posted: posting puts the recalled couples on this floor.
    await postings.get(r.eventName);
    const snapshot = await crew.scrutineer.snapshot(r.eventName);
    const round = snapshot.event.rounds?.[String(r.roundNumber)];
    if (!round || round.roundState === RoundState.Skipped) continue;
    const entryIds = Object.keys(round.entries ?? {});
    const panel = options.panelOf(r);
    const who: Requester = { actor: 'scrutineer', judgeKeys: panel };
    await checkIn(crew.deck, r.eventName, r.roundNumber, entryIds);
    await crew.scrutineer.start(r.eventName, r.roundNumber, who);
    const isFinal = Math.max(...Object.keys(snapshot.event.rounds ?? {}).map(Number)) === r.roundNumber;
    const dances = orderedDances(snapshot.event.dances);
    const skills = Object.fromEntries(entryIds.map((id) => [id, day.skills[id] ?? 0]));
    await Promise.all(panel.map((judgeKey) => {
      const tablet = crew.tablets.get(judgeKey);
      if (!tablet) throw new Error(`No tablet is bound for ${judgeKey}.`);
      const sheet = (isFinal ? finalMarks(prng, skills, dances) : recallMarks(prng, skills, dances, round.recallSize)) ?? {};
      // A recall judge taps only the couples recalled; a final judge places every couple.
      const taps = Object.entries(sheet).flatMap(([dance, byEntry]) =>
        Object.entries(byEntry).filter(([, mark]) => isFinal || mark === 1).map(([entryId]): [string, string] => [dance, entryId]));
      return tablet.mark(r.eventName, r.roundNumber, sheet, taps, options.tapMs);
    }));
    await crew.scrutineer.complete(r.eventName, r.roundNumber, who);
    postings.set(r.eventName, post(crew.scrutineer, r, who, options, postedAt));
    danced++;
    if (i % 20 === 0) options.log(`  round ${i + 1}/${day.order.length}: ${r.eventName} ${round.roundName}`);
  }
  await Promise.all(postings.values());
  return { postedAt, rounds: danced, seconds: (preciseNow() - started) / 1000 };
}

async function post(scrutineer: Scrutineer, r: ScheduledRound, who: Requester, options: DayOptions, postedAt: Map<string, number>): Promise<void> {
  const write = await scrutineer.preparePosting(r.eventName, r.roundNumber, who);
  options.onPosting(r);
  postedAt.set(postedKey(r.eventName, r.roundNumber), preciseNow());
  await write();
}
