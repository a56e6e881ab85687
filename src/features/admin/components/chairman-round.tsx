// One round before the chairman: every judge's marks side by side with anomalies, a recall tie to decide,
// and reopening the round for a correction.
import Alert from 'react-bootstrap/Alert';
import { changeRoundState } from '../../../data/admin/rounds';
import { postRoundResults } from '../../../data/admin/scrutineer';
import { RoundState, type CompetitionEvent, type Official, type Round, type StaffRole } from '../../../domain/model';
import { useRoundReview } from '../hooks/use-round-review';
import { useThunkWrite } from '../hooks/use-thunk-write';
import { anomalyLookup, findAnomalies } from '../../../domain/scrutiny/anomalies';
import { roundLabel } from '../utils/round-labels';
import { ComputedResult } from './computed-result';
import { ConfirmButton } from './confirm-button';
import { DataGate } from './data-gate';
import { JudgeSubmissions } from './judge-submissions';
import { MarksGrid } from './marks-grid';
import { RoundStateBadge } from './round-state-badge';
import { TieDecision } from './tie-decision';
import { WriteFeedback } from './write-feedback';

export interface ChairmanRoundProps {
  event: CompetitionEvent;
  round: Round;
  officials: Readonly<Record<string, Official>> | undefined;
  actor: StaffRole | null;
}

export function ChairmanRound({ event, round, officials, actor }: ChairmanRoundProps) {
  const review = useRoundReview(event, round, officials);
  const write = useThunkWrite();
  const label = roundLabel(round);
  const act = (action: (role: StaffRole) => Promise<unknown>) =>
    write.run(() => (actor ? action(actor) : Promise.reject(new Error('Your account has no staff role for changing rounds.'))));
  const anomalies = findAnomalies({
    kind: review.kind,
    panel: review.panel,
    dances: review.dances,
    couples: review.couples.map((c) => ({ entryId: c.entryId, label: review.coupleLabel(c.entryId) })),
    marks: review.marks.data ?? {},
    requested: round.recallSize,
  });
  const reopenable = round.roundState === RoundState.Marked || round.roundState === RoundState.Posted;

  return (
    <section aria-label={label}>
      <h2 className="h4">
        {label} <RoundStateBadge state={round.roundState} />
      </h2>
      <DataGate values={[review.marks]}>
        {() => (
          <>
            <JudgeSubmissions panel={review.panel} marks={review.marks.data ?? {}} />
            <WriteFeedback error={write.error} done={write.done} doneText="Done." onDismiss={write.clearError} />
            {review.computed.kind === 'needs-chairman' ? (
              <TieDecision
                requested={review.computed.requested}
                options={review.computed.options}
                coupleLabel={review.coupleLabel}
                canPost={round.roundState === RoundState.Marked}
                pending={write.pending}
                onChoose={(minMarks) => void act((role) => postRoundResults(round.eventName, round.roundNumber, role, minMarks))}
              />
            ) : (
              <ComputedResult computed={review.computed} roundName={round.roundName} coupleLabel={review.coupleLabel} />
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
            {reopenable && (
              <div className="mt-3">
                <ConfirmButton
                  size={undefined}
                  label={`Reopen ${label}`}
                  confirmLabel={`Confirm reopening ${label} for judges to correct`}
                  disabled={write.pending}
                  onConfirm={() => void act((role) => changeRoundState(round.eventName, round.roundNumber, 'reopen', role))}
                />
              </div>
            )}
          </>
        )}
      </DataGate>
    </section>
  );
}
