// One round at the scrutineer's table: who has submitted, the marks, what they give, and the next step.
import Button from 'react-bootstrap/Button';
import { changeRoundState } from '../../../data/admin/rounds';
import { postRoundResults, unpostRound } from '../../../data/admin/scrutineer';
import { RoundState, type CompetitionEvent, type Official, type Round, type StaffRole } from '../../../domain/model';
import { useRoundReview } from '../hooks/use-round-review';
import { useThunkWrite } from '../hooks/use-thunk-write';
import { roundLabel } from '../utils/round-labels';
import { ComputedResult } from './computed-result';
import { ConfirmButton } from './confirm-button';
import { DataGate } from './data-gate';
import { JudgeSubmissions } from './judge-submissions';
import { MarksGrid } from './marks-grid';
import { RoundStateBadge } from './round-state-badge';
import { WriteFeedback } from './write-feedback';

export interface ScrutineerRoundProps {
  event: CompetitionEvent;
  round: Round;
  officials: Readonly<Record<string, Official>> | undefined;
  actor: StaffRole | null;
}

const NO_ROLE = 'Your account has no staff role for changing rounds.';

export function ScrutineerRound({ event, round, officials, actor }: ScrutineerRoundProps) {
  const review = useRoundReview(event, round, officials);
  const write = useThunkWrite();
  const label = roundLabel(round);
  const act = (action: (role: StaffRole) => Promise<unknown>) => write.run(() => (actor ? action(actor) : Promise.reject(new Error(NO_ROLE))));
  const postable = review.computed.kind === 'recall' || review.computed.kind === 'final';

  return (
    <section aria-label={label}>
      <h2 className="h4">
        {label} <RoundStateBadge state={round.roundState} />
      </h2>
      <DataGate values={[review.marks]}>
        {() => (
          <>
            <JudgeSubmissions panel={review.panel} marks={review.marks.data ?? {}} />
            <div className="d-flex flex-wrap gap-2 mb-3">
              {round.roundState === RoundState.Running && (
                <Button variant="outline-primary" disabled={write.pending} onClick={() => void act((role) => changeRoundState(round.eventName, round.roundNumber, 'complete', role))}>
                  Mark {label} complete
                </Button>
              )}
              {round.roundState === RoundState.Marked && (
                <Button variant="success" disabled={write.pending || !postable} onClick={() => void act((role) => postRoundResults(round.eventName, round.roundNumber, role))}>
                  Post {label}
                </Button>
              )}
              {round.roundState === RoundState.Posted && (
                <ConfirmButton
                  size={undefined}
                  label={`Unpost ${label}`}
                  confirmLabel={`Confirm taking down the results of ${label}`}
                  disabled={write.pending}
                  onConfirm={() => void act((role) => unpostRound(round.eventName, round.roundNumber, role))}
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
      </DataGate>
    </section>
  );
}
