// One round at the scrutineer's table: who has submitted, the marks, what they give, and the next step
// (once the whole panel has submitted, marking the round complete comes first).
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { changeRoundState } from '../../../use-cases/rounds/rounds';
import { postRoundResults, unpostRound } from '../../../use-cases/scrutiny/scrutineer';
import { RoundState } from '../../../domain/model';
import { ROUND_STATE_NAMES } from '../../../domain/rounds';
import { useActorWrite } from '../../../console-kit/hooks/use-actor-write';
import { useRoundReview } from '../hooks/use-round-review';
import { roundLabel } from '../../../console-kit/utils/round-labels';
import type { RowOrder } from '../../../components/results-tables/row-order';
import { RowOrderToggle } from '../../../components/results-tables/row-order-toggle';
import { ComputedResult } from './computed-result';
import { ConfirmButton } from '../../../console-kit/components/confirm-button';
import { MarksGrid } from './marks-grid';
import { PaperJudges } from './paper-judges';
import { PostedResult } from './posted-result';
import type { ReviewedRoundProps } from './review-console';
import { RoundReviewSection } from './round-review-section';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

/** The console's own address of this final's printable skating sheet. */
function scrutineerSheetLink(eventName: string, roundNumber: number): string {
  return `?${new URLSearchParams({ sheet: eventName, round: String(roundNumber) })}`;
}

export function ScrutineerRound({ event, round, officials, actor }: ReviewedRoundProps) {
  const review = useRoundReview(event, round, officials);
  const write = useActorWrite(actor);
  const [order, setOrder] = useState<RowOrder>('place');
  const label = roundLabel(round);
  const postable = review.computed.kind === 'recall' || review.computed.kind === 'final';
  const pendingNames = review.panel.filter((judge) => review.submission.pending.includes(judge.key)).map((judge) => `${judge.label} ${judge.name}`);
  // The complete button says why it is not offered yet, beside it (issue 35: paper sheets must be settled first).
  const notYet = review.readyToMark ? null : review.paperBlock ?? (pendingNames.length > 0 ? `Not yet: waiting for ${pendingNames.join(', ')} to submit.` : 'Not yet: every judge on the panel must submit first.');
  const notYetId = useId();

  return (
    <RoundReviewSection round={round} review={review}>
      {() => (
        <>
          {review.readyToMark && (
            <Alert variant="success" role="status">Every judge on the panel has submitted: mark {label} complete to post it.</Alert>
          )}
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            {round.roundState === RoundState.Running && (
              <>
                <Button
                  variant={review.readyToMark ? 'primary' : 'outline-primary'}
                  disabled={write.pending || notYet !== null}
                  aria-describedby={notYet ? notYetId : undefined}
                  onClick={() => void write.act((role) => changeRoundState(round.eventName, round.roundNumber, 'complete', role))}
                >
                  Mark {label} complete
                </Button>
                {notYet && <span id={notYetId}>{notYet}</span>}
              </>
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
            {review.kind === 'final' && (review.computed.kind === 'final' || round.roundState === RoundState.Posted) && (
              <Link className="btn btn-outline-secondary" to={scrutineerSheetLink(round.eventName, round.roundNumber)}>
                Skating sheet of {label}
              </Link>
            )}
          </div>
          <WriteFeedback error={write.error} done={write.done} doneText={`Saved: ${label} is now ${ROUND_STATE_NAMES[round.roundState] ?? 'changed'}.`} onDismiss={write.clearError} />
          <PaperJudges
            round={round}
            paperRound={review.paperRound}
            panel={review.panel}
            couples={review.couples}
            marks={review.marks.data ?? {}}
            paper={review.paper.data ?? {}}
            coupleLabel={review.coupleLabel}
            actor={actor}
          />
          <h3 className="h5">Result</h3>
          <RowOrderToggle name={label} order={order} onChange={setOrder} />
          {round.roundState === RoundState.Posted ? (
            <PostedResult eventName={round.eventName} roundNumber={round.roundNumber} roundName={round.roundName} order={order} />
          ) : (
            <ComputedResult computed={review.computed} roundName={round.roundName} coupleLabel={review.coupleLabel} chairmanLink="/admin/chairman" order={order} />
          )}
          <h3 className="h5 mt-3">Marks as they arrive</h3>
          <MarksGrid dances={review.dances} couples={review.couples} panel={review.panel} marks={review.marks.data ?? {}} kind={review.kind} />
        </>
      )}
    </RoundReviewSection>
  );
}
