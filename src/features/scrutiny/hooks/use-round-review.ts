// Everything the scrutineer and the chairman look at for one round: its marks as they arrive, the round's panel,
// whether the whole panel has submitted, and what the marks give (recomputed on every change).
import { useMemo } from 'react';
import { useRoundMarks } from '../../../data/hooks/competition';
import type { CompetitionEvent, Official, Round } from '../../../domain/model';
import { orderedDances } from '../../../domain/constants';
import { isFinalRound } from '../../../domain/event-snapshot';
import { computeRound } from '../../../domain/results';
import { roundPanel } from '../../../domain/panels';
import { usePanels } from '../../../data/hooks/panels';
import { mayMoveToMarked, panelSubmission } from '../../../domain/rounds';
import { couplesByNumber } from '../../../domain/rounds';
import { useRoundPaperMarks } from '../../../data/hooks/paper-marks';
import { paperCompletionBlock, paperRoundOf, withPaperJudges } from '../../../domain/scrutiny';

export function useRoundReview(event: CompetitionEvent, round: Round, officials: Readonly<Record<string, Official>> | undefined) {
  const marks = useRoundMarks(event.eventName, round.roundNumber);
  // The round's own panel (issue 17): its judges are the columns, the majority and the recall threshold's base.
  const panels = usePanels();
  // Judges switched to paper for this round are flagged (issue 35): results say whose marks came from paper.
  const paper = useRoundPaperMarks(event.eventName, round.roundNumber);
  const panel = useMemo(
    () => withPaperJudges(roundPanel({ officials, panels: panels.data }, event.eventName, round.roundNumber).judges, paper.data ?? undefined),
    [officials, panels.data, event.eventName, round.roundNumber, paper.data],
  );
  const paperRound = useMemo(() => paperRoundOf(event, round.roundNumber), [event, round.roundNumber]);
  const computed = useMemo(
    () => computeRound({ event, roundNumber: round.roundNumber, marks: marks.data ?? {}, judges: panel }),
    [event, round.roundNumber, marks.data, panel],
  );
  const panelKeys = panel.map((judge) => judge.key);
  const couples = couplesByNumber(round);
  const labels = new Map(couples.map((c) => [c.entryId, c.leadNumber === undefined ? `${c.leadName} & ${c.followName}` : String(c.leadNumber)]));
  const names = new Map(panel.map((judge) => [judge.key, `${judge.label} ${judge.name}`]));
  return {
    marks,
    paper,
    paperRound,
    /** Why paper marks keep the round from completing, or null. */
    paperBlock: paperCompletionBlock(paperRound, paper.data ?? undefined, (key) => names.get(key) ?? key, (key) => marks.data?.[key]?.submittedAt !== undefined),
    panel,
    computed,
    couples,
    submission: panelSubmission(panelKeys, marks.data ?? {}),
    /** Every judge on the panel has submitted and the round is still Running. */
    readyToMark: mayMoveToMarked(round.roundState, panelKeys, marks.data ?? {}),
    dances: orderedDances(event.dances),
    kind: isFinalRound(event, round.roundNumber) ? ('final' as const) : ('recall' as const),
    coupleLabel: (entryId: string) => labels.get(entryId) ?? entryId,
  };
}

export type RoundReview = ReturnType<typeof useRoundReview>;
