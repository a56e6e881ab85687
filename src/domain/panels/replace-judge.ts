// The chairman replaces a judge for the remaining rounds (issue 35): every round not yet started whose panel holds the
// judge gets its own panel with the replacement instead (where the replacement already sits, the judge simply leaves
// it); rounds already started, marked or posted keep the panel that marked them (their event panel and the officials
// are left alone), so results name the judge who actually marked.
import type { CompetitionEvent } from '../model';
import { RoundState } from '../model';
import { isFinalRound, roundsInOrder } from '../event-snapshot';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { PanelError } from './errors';
import { judgeKeysOf, newJudgeLettersPatch } from './judge-letters';
import { panelWarnings } from './panel-rules';
import { type PanelContext, roundPanel } from './round-panel';

/** States of a round nobody has marked yet: its panel may still change. */
const NOT_STARTED: readonly RoundState[] = [RoundState.Initialized, RoundState.Empty, RoundState.Skipped];

export interface ReplacedRound {
  eventName: string;
  roundNumber: number;
  roundName: string;
}

export interface JudgeReplacement {
  patch: TreeUpdate;
  rounds: ReplacedRound[];
  /** What the chairman should know: rounds where the judge only left, panels that became even or too small. */
  warnings: string[];
}

const nameOf = (context: PanelContext, key: string) => context.officials?.[key]?.name ?? key;
const panelKeys = (context: PanelContext, r: ReplacedRound) => roundPanel(context, r.eventName, r.roundNumber).judges.map((j) => j.key);

/** The rounds not yet started whose panel holds `judgeKey` (of one event, or of every event), in round order. */
export function remainingRoundsOf(events: Readonly<Record<string, CompetitionEvent>>, context: PanelContext, judgeKey: string, eventName?: string): ReplacedRound[] {
  return Object.values(events)
    .filter((event) => eventName === undefined || event.eventName === eventName)
    .flatMap((event) =>
      roundsInOrder(event)
        .filter((round) => NOT_STARTED.includes(round.roundState))
        .map((round) => ({ eventName: event.eventName, roundNumber: round.roundNumber, roundName: round.roundName }))
        .filter((r) => panelKeys(context, r).includes(judgeKey)),
    );
}

export function replaceJudgePlan(
  events: Readonly<Record<string, CompetitionEvent>>,
  context: PanelContext,
  from: string,
  to: string,
  eventName?: string,
): JudgeReplacement {
  if (!judgeKeysOf(context.officials).includes(to)) throw new PanelError('not-a-judge', `${nameOf(context, to)} is not an official with role Judge.`);
  if (from === to) throw new PanelError('already-on-panel', 'Choose another judge as the replacement.');
  const rounds = remainingRoundsOf(events, context, from, eventName);
  if (rounds.length === 0) {
    throw new PanelError('no-remaining-round', `${nameOf(context, from)} sits on no round that has yet to start${eventName ? ` in ${eventName}` : ''}.`);
  }
  const patch: TreeUpdate = { ...newJudgeLettersPatch(context.officials, context.panels?.letters) };
  const warnings: string[] = [];
  for (const r of rounds) {
    const before = panelKeys(context, r);
    const after = [...new Set([...before.filter((key) => key !== from), to])];
    const where = `${r.eventName} ${r.roundName}`;
    if (before.includes(to)) warnings.push(`${where}: ${nameOf(context, to)} already sits there, so ${nameOf(context, from)} only leaves (${after.length} judges).`);
    const event = events[r.eventName];
    warnings.push(...panelWarnings(after.length, event ? isFinalRound(event, r.roundNumber) : false).map((w) => `${where}: ${w}`));
    patch[paths.roundPanel(r.eventName, r.roundNumber)] = { judges: Object.fromEntries(after.map((key) => [key, true])) };
  }
  return { patch, rounds, warnings };
}
