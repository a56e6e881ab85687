import { format } from 'date-fns';
import { useState } from 'react';
import type { JudgeRound } from '../../../domain/judging';
import type { JudgeMarks } from '../../../domain/model';
import Alert from 'react-bootstrap/Alert';
import { useJudgeMarks } from '../../../data/hooks/competition';
import { useJudgeSwitchedToPaper } from '../../../data/hooks/paper-marks';
import type { MarkOutbox, PendingWrite } from '../../../data/writes/mark-outbox';
import { auditedChanges, finalClear, finalOrder, finalTap, judgeMarksPath, recallToggle, submittedSheet } from '../../../domain/judging';
import type { TreeUpdate } from '../../../domain/tree-update';
import { overlayPending } from '../../../data/judging/overlay-pending';
import { RoundMarkingPanel, type SubmitState } from './round-marking-panel';
import type { RoundHeat } from './round-heat';

interface JudgeRoundSheetProps {
  round: JudgeRound;
  judgeKey: string;
  /** The tablet's durable writer (the judge's MarkOutbox): each mark goes with its audit entry. */
  outbox: Pick<MarkOutbox, 'recordAll'>;
  /** The tablet's account, named in the audit trail. */
  device: string;
  pending: readonly PendingWrite[];
  online: boolean;
  /** The running order's heats of this round. */
  heats?: readonly RoundHeat[];
}

/** One Running round: marks shown from the database with this tablet's unsent marks on top. */
export function JudgeRoundSheet({ round, judgeKey, outbox, device, pending, online, heats }: JudgeRoundSheetProps) {
  const saved = useJudgeMarks(round.eventName, round.roundNumber, judgeKey);
  // On paper, the rules refuse this tablet's marks: say so plainly instead of letting taps vanish.
  const onPaper = typeof useJudgeSwitchedToPaper(round.eventName, round.roundNumber, judgeKey).data === 'number';
  const marks = overlayPending<JudgeMarks>(saved.data, judgeMarksPath(round, judgeKey), pending);
  const dances = marks?.dances ?? {};
  const [submitState, setSubmitState] = useState<SubmitState>({ kind: 'idle' });
  const submittedAt = typeof marks?.submittedAt === 'number' ? marks.submittedAt : null;
  const send = (patch: TreeUpdate) =>
    outbox.recordAll(auditedChanges(patch, dances, { eventName: round.eventName, roundNumber: round.roundNumber, judgeKey, source: 'tablet', device }));

  // Individual marks are durable on the tablet at once; a failure here is shown by the outbox banner.
  const write = (patch: () => TreeUpdate) => {
    // A changed mark is not sent with the submission any more: the button asks to submit again.
    if (submitState.kind === 'success') setSubmitState({ kind: 'idle' });
    void Promise.resolve().then(() => send(patch())).catch(() => {});
  };

  async function submit() {
    setSubmitState(online ? { kind: 'sending' } : { kind: 'kept-offline' });
    try {
      await send(submittedSheet(round, judgeKey, dances));
      setSubmitState({ kind: 'success' });
    } catch (error) {
      setSubmitState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section aria-label={`${round.eventName} ${round.roundName}`}>
      <h1 className="h3 judge-round-title">
        {round.eventName} · {round.roundName}
      </h1>
      <p className="text-muted">
        {round.kind === 'recall'
          ? `Recall ${round.recallSize} of ${round.couples.length} couples in each dance.`
          : `Place all ${round.couples.length} couples in each dance.`}
        {submittedAt !== null && ` Submitted at ${format(submittedAt, 'HH:mm')}; you can correct marks until the scrutineer closes the round.`}
      </p>
      {onPaper ? (
        <Alert variant="warning" role="alert" className="fs-5">
          The scrutineer has switched you to a paper sheet for this round: mark on paper. Hand the signed sheet to the scrutineer.
        </Alert>
      ) : (
        <RoundMarkingPanel
          round={round}
          heats={heats}
          marks={dances}
          submitState={submitState}
          onToggleRecall={(dance, id) => write(() => recallToggle(round, judgeKey, dances, dance, id))}
          onTapFinal={(dance, id) => write(() => finalTap(round, judgeKey, dances, dance, id))}
          onOrderFinal={(dance, order) => write(() => finalOrder(round, judgeKey, dances, dance, order))}
          onClearFinal={(dance) => write(() => finalClear(round, judgeKey, dances, dance))}
          onSubmit={() => void submit()}
        />
      )}
    </section>
  );
}
