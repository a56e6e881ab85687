// One round at the scrutineer's table: who has submitted, the marks, what they give, and the next step.
import Button from 'react-bootstrap/Button';
import { changeRoundState } from '../../../data/admin/rounds';
import { postRoundResults, unpostRound } from '../../../data/admin/scrutineer';
import { RoundState } from '../../../domain/model';
import { useActorWrite } from '../../../console-kit/hooks/use-actor-write';
import { useRoundReview } from '../hooks/use-round-review';
import { roundLabel } from '../../../console-kit/utils/round-labels';
import { ComputedResult } from './computed-result';
import { ConfirmButton } from '../../../console-kit/components/confirm-button';
import { MarksGrid } from './marks-grid';
import type { ReviewedRoundProps } from './review-console';
import { RoundReviewSection } from './round-review-section';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

export function ScrutineerRound({ event, round, officials, actor }: ReviewedRoundProps) {
  const review = useRoundReview(event, round, officials);
  const write = useActorWrite(actor);
  const label = roundLabel(round);
  const postable = review.computed.kind === 'recall' || review.computed.kind === 'final';

  return (
    <RoundReviewSection round={round} review={review}>
      {() => (
        <>
          <div className="d-flex flex-wrap gap-2 mb-3">
            {round.roundState === RoundState.Running && (
              <Button variant="outline-primary" disabled={write.pending} onClick={() => void write.act((role) => changeRoundState(round.eventName, round.roundNumber, 'complete', role))}>
                Mark {label} complete
              </Button>
            )}
            {round.roundState === RoundState.Marked && (
              <Button variant="success" disabled={write.pending || !postable} onClick={() => void write.act((role) => postRoundResults(round.eventName, round.roundNumber, role))}>
                Post {label}
              </Button>
            )}
            {round.roundState === RoundState.Posted && (
              <ConfirmButton
                size={undefined}
                label={`Unpost ${label}`}
                confirmLabel={`Confirm taking down the results of ${label}`}
                disabled={write.pending}
                onConfirm={() => void write.act((role) => unpostRound(round.eventName, round.roundNumber, role))}
              />
            )}
          </div>
          <WriteFeedback error={write.error} done={write.done} doneText="Done." onDismiss={write.clearError} />
          <h3 className="h5">Result</h3>
          <ComputedResult computed={review.computed} roundName={round.roundName} coupleLabel={review.coupleLabel} chairmanLink="/admin/chairman" />
          <h3 className="h5 mt-3">Marks as they arrive</h3>
          <MarksGrid dances={review.dances} couples={review.couples} panel={review.panel} marks={review.marks.data ?? {}} kind={review.kind} />
        </>
      )}
    </RoundReviewSection>
  );
}
