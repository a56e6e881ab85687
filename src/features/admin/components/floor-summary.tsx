// The dashboard's view of the floor: from the one model of the day once there is a running order (the heat on
// the floor and the heat on deck, with the one time every screen shows), the rounds running (with the judges
// still marking, for those who see marks), and, before there is an order, the next round waiting.
import { formatClock } from '../../../components/format-date';
import type { Official, Round } from '../../../domain/model';
import type { HeatLine } from '../../../domain/running-order';
import { roundKey, roundLabel } from '../../../console-kit/utils/round-labels';
import { PendingJudges } from './pending-judges';

export interface FloorSummaryProps {
  running: readonly Round[];
  next: Round | undefined;
  /** The running order's heat on the floor and on deck (the day model's one answer); absent before the order exists. */
  heats?: { onTheFloor: HeatLine | null; onDeck: HeatLine | null };
  officials: Readonly<Record<string, Official>> | undefined;
  seesMarks: boolean;
}

const heatText = (heat: HeatLine, withTime: boolean) => `Heat ${heat.heatNumber}${withTime && heat.time !== undefined ? ` · ${formatClock(heat.time)}` : ''} · ${heat.title}`;

export function FloorSummary({ running, next, heats, officials, seesMarks }: FloorSummaryProps) {
  return (
    <>
      {heats && <p className="mb-1 fw-semibold">{heats.onTheFloor ? heatText(heats.onTheFloor, false) : 'No heat on the floor.'}</p>}
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
      <p className="mb-0 text-muted">
        Next up: {heats ? (heats.onDeck ? heatText(heats.onDeck, true) : 'nothing waiting') : next ? roundLabel(next) : 'nothing waiting'}
      </p>
    </>
  );
}
