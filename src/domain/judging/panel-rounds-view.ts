// What a judge's tablet shows once panels are known (issue 17): only the rounds of the judge's panels, in
// running order — the ones on the floor, the next to come, and the whole list with each round's heats.
import type { CompetitionEvent } from '../model';
import { RoundState } from '../model';
import type { JudgeRoundRef } from '../panels';
import { findRound, type JudgeRound } from './judge-rounds';

export interface PanelRound extends JudgeRound {
  /** The floor heats the round is danced in; empty without a running order. */
  heatNumbers: number[];
}

export interface PanelRoundsView {
  running: JudgeRound[];
  next: JudgeRound | null;
  /** Every round of the judge's panels, in running order. */
  rounds: PanelRound[];
}

/** `refs`: judgeRoundsInOrder for this judge. */
export function panelRoundsView(events: Readonly<Record<string, CompetitionEvent>>, refs: readonly JudgeRoundRef[]): PanelRoundsView {
  const rounds = refs.flatMap((ref) => {
    const round = findRound(events, ref.eventName, ref.roundNumber);
    return round ? [{ ...round, heatNumbers: ref.heatNumbers }] : [];
  });
  const strip = ({ heatNumbers: _heats, ...round }: PanelRound): JudgeRound => round;
  return {
    running: rounds.filter((r) => r.roundState === RoundState.Running).map(strip),
    next: rounds.map(strip).find((r) => r.roundState === RoundState.Initialized || r.roundState === RoundState.Empty) ?? null,
    rounds,
  };
}
