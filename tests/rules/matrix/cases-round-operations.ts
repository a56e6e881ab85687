// The round operations exactly as the app builds them (src/domain/rounds and src/domain/results), sent as the
// one multi-path update the consoles send: the rules must accept them from floor staff and refuse them from others.
import type { Actor } from './actors.ts';
import type { JudgeMarks, StaffRole } from '../../../src/domain/model.ts';
import { buildFinalResult, buildFinalResults, buildRecallResult } from '../../../src/domain/results/index.ts';
import { addRoundAfter } from '../../../src/domain/rounds/index.ts';
import type { Requester } from '../../../src/domain/rounds/index.ts';
import { deleteRound } from '../../../src/domain/rounds/index.ts';
import type { EventSnapshot } from '../../../src/domain/event-snapshot.ts';
import { postRound } from '../../../src/domain/rounds/index.ts';
import { reopenRound } from '../../../src/domain/rounds/index.ts';
import { seedEventRounds } from '../../../src/domain/rounds/index.ts';
import { skipRound } from '../../../src/domain/rounds/index.ts';
import { completeRound, startRound } from '../../../src/domain/rounds/index.ts';
import type { TreeUpdate } from '../../../src/domain/tree-update.ts';
import { allow, area, deny, update, type Json, type RulesCase } from './case.ts';
import { ALICE_ENTRY, BOB_ENTRY, BRONZE, CAROL_ENTRY, GOLD, PAST, SILVER, treeWith } from './fixture.ts';

const JUDGES = [{ key: 'j1', label: 'A' }, { key: 'j2', label: 'B' }];
const who = (actor: StaffRole): Requester => ({ actor, judgeKeys: JUDGES.map((judge) => judge.key) });

const recall = (waltz: number[], tango: number[]): JudgeMarks => ({
  dances: {
    Waltz: { [ALICE_ENTRY]: waltz[0], [BOB_ENTRY]: waltz[1], [CAROL_ENTRY]: waltz[2] },
    Tango: { [ALICE_ENTRY]: tango[0], [BOB_ENTRY]: tango[1], [CAROL_ENTRY]: tango[2] },
  },
  submittedAt: PAST,
});
const places = (chacha: number[], rumba: number[]): JudgeMarks => ({
  dances: {
    ChaCha: { [ALICE_ENTRY]: chacha[0], [BOB_ENTRY]: chacha[1], [CAROL_ENTRY]: chacha[2] },
    Rumba: { [ALICE_ENTRY]: rumba[0], [BOB_ENTRY]: rumba[1], [CAROL_ENTRY]: rumba[2] },
  },
  submittedAt: PAST,
});

/** Gold's semi-final marked by both judges: Alice 4 recalls, Bob 3, Carol 1, so Alice and Bob go through. */
const goldMarked = {
  [`events/${GOLD}/rounds/1/roundState`]: 4,
  [`marks/${GOLD}/1`]: { j1: recall([1, 1, 0], [1, 0, 1]), j2: recall([1, 1, 0], [1, 1, 0]) } as unknown as Json,
};
/** Both judges submitted while Gold's semi-final is still Running. */
const goldAllSubmitted = { [`marks/${GOLD}/1`]: goldMarked[`marks/${GOLD}/1`] };
/** Bronze's final marked by both judges. */
const bronzeMarked = {
  [`events/${BRONZE}/rounds/1/roundState`]: 4,
  [`marks/${BRONZE}/1`]: { j1: places([1, 2, 3], [1, 3, 2]), j2: places([2, 1, 3], [1, 2, 3]) } as unknown as Json,
};
/** Gold's semi-final posted, the final filled but not started. */
const goldPosted = { ...goldMarked, [`events/${GOLD}/rounds/1/roundState`]: 5 };
/** Gold before anything was danced: round 1 only Initialized, no marks. */
const goldNotStarted = { [`events/${GOLD}/rounds/1/roundState`]: 0, [`marks/${GOLD}`]: null };
/** Gold with no rounds yet: generating them from its three entries. */
const goldWithoutRounds = { [`events/${GOLD}/rounds`]: null, [`marks/${GOLD}`]: null };

function snapshotOf(seed: Readonly<Record<string, Json>>, eventName: string): EventSnapshot {
  const tree = treeWith(seed) as Record<string, Record<string, unknown>>;
  return {
    event: tree.events[eventName] as EventSnapshot['event'],
    marks: tree.marks?.[eventName] as EventSnapshot['marks'],
    results: tree.resultsSaved?.[eventName] as EventSnapshot['results'],
  };
}

function postGoldSemi(seed: Readonly<Record<string, Json>>): TreeUpdate {
  const snapshot = snapshotOf(seed, GOLD);
  const round = snapshot.event.rounds?.['1'];
  const saved = buildRecallResult({
    entries: round?.entries ?? {}, dances: snapshot.event.dances, judges: JUDGES, marks: snapshot.marks?.['1'] ?? {}, requested: round?.recallSize ?? 2,
  });
  const recalled = saved.placements.filter((couple) => couple.recalled).map((couple) => couple.entryId);
  return postRound(snapshot, 1, { recalled, savedResults: saved }, who('scrutineer'));
}

function postBronzeFinal(): TreeUpdate {
  const snapshot = snapshotOf(bronzeMarked, BRONZE);
  const final = buildFinalResult({ entries: snapshot.event.rounds?.['1']?.entries ?? {}, dances: snapshot.event.dances, judges: JUDGES, marks: snapshot.marks?.['1'] ?? {} });
  return postRound(snapshot, 1, { savedResults: final, finalResults: buildFinalResults(final) }, who('scrutineer'));
}

/** A domain update as plain JSON: sent as an update, or used as seed overrides (the tree after it). */
function prefixed(patch: TreeUpdate): Record<string, Json> {
  return JSON.parse(JSON.stringify(patch)) as Record<string, Json>;
}

/** One row sending a domain update from the root, as the consoles do. */
function operation(expect: typeof allow, actor: Actor, patch: TreeUpdate, why: string, state?: { seed: Readonly<Record<string, Json>>; note: string }) {
  return expect(actor, update('', prefixed(patch)), why, state ? { seed: state.seed, seedNote: state.note } : {});
}

const goldPostedSeed = { ...goldPosted, ...prefixed(postGoldSemi(goldMarked)) };

const MARKED_SEMI = { seed: goldMarked, note: `${GOLD} round 1 Marked by j1 and j2` };
const SUBMITTED_SEMI = { seed: goldAllSubmitted, note: `${GOLD} round 1 Running, j1 and j2 submitted` };
const MARKED_FINAL = { seed: bronzeMarked, note: `${BRONZE} final Marked by j1 and j2` };
const POSTED_SEMI = { seed: goldPostedSeed, note: `${GOLD} round 1 Posted, the final filled` };
const NOT_STARTED = { seed: goldNotStarted, note: `${GOLD} round 1 Initialized, no marks` };
const NO_ROUNDS = { seed: goldWithoutRounds, note: `${GOLD} without rounds` };


export const roundOperationCases: RulesCase[] = area('Round operations as the app sends them', [
  operation(allow, 'scrutineer', startRound(snapshotOf({}, GOLD), 2, who('scrutineer')), 'start a round'),
  operation(allow, 'scrutineer', completeRound(snapshotOf(goldAllSubmitted, GOLD), 1, who('scrutineer')), 'complete a round every judge submitted', SUBMITTED_SEMI),
  operation(allow, 'scrutineer', postGoldSemi(goldMarked), 'post a recall round: results and the next round\'s couples', MARKED_SEMI),
  operation(allow, 'chairman', postGoldSemi(goldMarked), 'the chairman posting (floor staff)', MARKED_SEMI),
  operation(allow, 'scrutineer', postBronzeFinal(), 'post a final: results and final results', MARKED_FINAL),
  operation(allow, 'chairman', reopenRound(snapshotOf({}, SILVER), 1, who('chairman')), 'reopen a Marked final: submissions withdrawn'),
  operation(allow, 'chairman', reopenRound(snapshotOf(goldPostedSeed, GOLD), 1, who('chairman')), 'reopen a Posted round: results down, next floor emptied', POSTED_SEMI),
  operation(allow, 'scrutineer', addRoundAfter(snapshotOf({}, GOLD), 1), 'add a round: the final and its marks move up'),
  operation(allow, 'scrutineer', deleteRound(snapshotOf(goldNotStarted, GOLD), 1), 'delete a round: couples and later rounds move down', NOT_STARTED),
  operation(allow, 'scrutineer', skipRound(snapshotOf(goldNotStarted, GOLD), 1, who('scrutineer')), 'skip a round: its couples go to the next', NOT_STARTED),
  operation(allow, 'scrutineer', seedEventRounds(snapshotOf(goldWithoutRounds, GOLD), { scheduleIndex: 1 }), 'generate an event\'s rounds from its entries', NO_ROUNDS),
  operation(deny, 'deckCaptain', startRound(snapshotOf({}, GOLD), 2, who('scrutineer')), 'the deck captain starting a round'),
  operation(deny, 'mc', addRoundAfter(snapshotOf({}, GOLD), 1), 'the MC adding a round'),
  operation(deny, 'judge', postGoldSemi(goldMarked), 'a judge posting the round they marked', MARKED_SEMI),
  operation(deny, 'competitor', reopenRound(snapshotOf({}, SILVER), 1, who('chairman')), 'a competitor reopening a round'),
  operation(deny, 'visitor', seedEventRounds(snapshotOf(goldWithoutRounds, GOLD), { scheduleIndex: 1 }), 'signed out', NO_ROUNDS),
]);
