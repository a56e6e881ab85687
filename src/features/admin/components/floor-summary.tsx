// The dashboard's view of the floor: the rounds running (with the judges still marking, for those who
// see marks) and the next round waiting.
import type { Official, Round } from '../../../domain/model';
import { roundKey, roundLabel } from '../../../console-kit/utils/round-labels';
import { PendingJudges } from './pending-judges';

export interface FloorSummaryProps {
  running: readonly Round[];
  next: Round | undefined;
  officials: Readonly<Record<string, Official>> | undefined;
  seesMarks: boolean;
}

export function FloorSummary({ running, next, officials, seesMarks }: FloorSummaryProps) {
  return (
    <>
      {running.length === 0 ? (
        <p className="mb-1">No round is running.</p>
      ) : seesMarks ? (
        <ul aria-label="Running rounds" className="list-unstyled mb-1">
          {running.map((round) => (
            <PendingJudges key={roundKey(round)} round={round} officials={officials} />
          ))}
        </ul>
      ) : (
        <ul aria-label="Running rounds" className="mb-1">
          {running.map((round) => (
            <li key={roundKey(round)}>{roundLabel(round)}</li>
          ))}
        </ul>
      )}
      <p className="mb-0 text-muted">Next up: {next ? roundLabel(next) : 'nothing waiting'}</p>
    </>
  );
}
