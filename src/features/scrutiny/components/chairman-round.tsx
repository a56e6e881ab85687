// One round before the chairman: every judge's marks side by side with anomalies, a recall tie to decide
// (exactly the cuts the tally offers), the posted result once posted, and reopening the round for a correction.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { changeRoundState } from '../../../use-cases/rounds/rounds';
import { postRoundResults } from '../../../use-cases/scrutiny/scrutineer';
import { RoundState } from '../../../domain/model';
import { anomalyLookup, findAnomalies } from '../../../domain/scrutiny';
import { useActorWrite } from '../../../console-kit/hooks/use-actor-write';
import { useRoundReview } from '../hooks/use-round-review';
import { roundLabel } from '../../../console-kit/utils/round-labels';
import type { RowOrder } from '../../../components/results-tables/row-order';
import { RowOrderToggle } from '../../../components/results-tables/row-order-toggle';
import { ComputedResult } from './computed-result';
import { ConfirmButton } from '../../../console-kit/components/confirm-button';
import { MarksGrid } from './marks-grid';
import { MarkAuditTrail } from './mark-audit-trail';
import { PostedResult } from './posted-result';
import type { ReviewedRoundProps } from './review-console';
import { RoundReviewSection } from './round-review-section';
import { TieDecision } from './tie-decision';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

/** The Chairman of Judges on the officials list, if there is one, to start the decision's name field with. */
function chairmanOnList(officials: ReviewedRoundProps['officials']): string {
  return Object.values(officials ?? {}).find((official) => official.role === 'Chairman of Judges')?.name ?? '';
}

export function ChairmanRound({ event, round, officials, actor }: ReviewedRoundProps) {
  const review = useRoundReview(event, round, officials);
  const write = useActorWrite(actor);
  const [order, setOrder] = useState<RowOrder>('place');
  const label = roundLabel(round);
  const anomalies = findAnomalies({
    kind: review.kind,
    panel: review.panel,
    dances: review.dances,
    couples: review.couples.map((c) => ({ entryId: c.entryId, label: review.coupleLabel(c.entryId) })),
    marks: review.marks.data ?? {},
    requested: round.recallSize,
  });
  const reopenable = round.roundState === RoundState.Marked || round.roundState === RoundState.Posted;
  const posted = round.roundState === RoundState.Posted;

  return (
    <RoundReviewSection round={round} review={review}>
      {() => (
        <>
          <WriteFeedback error={write.error} done={write.done} doneText="Done." onDismiss={write.clearError} />
          <RowOrderToggle name={label} order={order} onChange={setOrder} />
          {posted ? (
            <PostedResult eventName={round.eventName} roundNumber={round.roundNumber} roundName={round.roundName} order={order} />
          ) : review.computed.kind === 'needs-chairman' ? (
            <TieDecision
              requested={review.computed.requested}
              options={review.computed.options}
              coupleLabel={review.coupleLabel}
              chairmanName={chairmanOnList(officials)}
              canPost={round.roundState === RoundState.Marked}
              pending={write.pending}
              onChoose={(choice) => void write.act((role) => postRoundResults(round.eventName, round.roundNumber, role, choice))}
            />
          ) : (
            <ComputedResult computed={review.computed} roundName={round.roundName} coupleLabel={review.coupleLabel} order={order} />
          )}
          <h3 className="h5 mt-3">Anomalies</h3>
          {anomalies.length === 0 ? (
            <p>None: every judge marked what was asked and no judge stands apart.</p>
          ) : (
            <Alert variant="light" className="border">
              <ul aria-label="Anomalies" className="mb-0">
                {anomalies.map((a, i) => (
                  <li key={i}>{a.message}</li>
                ))}
              </ul>
            </Alert>
          )}
          <h3 className="h5 mt-3">Marks side by side</h3>
          <MarksGrid dances={review.dances} couples={review.couples} panel={review.panel} marks={review.marks.data ?? {}} kind={review.kind} flagged={anomalyLookup(anomalies)} />
          <MarkAuditTrail eventName={round.eventName} roundNumber={round.roundNumber} roundLabel={label} panel={review.panel} coupleLabel={review.coupleLabel} />
          {reopenable && (
            <div className="mt-3">
              <ConfirmButton
                size={undefined}
                label={`Reopen ${label}`}
                confirmLabel={`Confirm reopening ${label} for judges to correct`}
                disabled={write.pending}
                onConfirm={() => void write.act((role) => changeRoundState(round.eventName, round.roundNumber, 'reopen', role))}
              />
            </div>
          )}
        </>
      )}
    </RoundReviewSection>
  );
}
