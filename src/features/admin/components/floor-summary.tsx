// The dashboard's view of the floors: from the one model of the day once there is a running order (per floor,
// issue 30: the heat on the floor, the heat on deck with the one time every screen shows, and the lateness
// estimate), the rounds running (with the judges still marking, for those who see marks), and, before there is
// an order, the next round waiting.
import { formatClock } from '../../../components/format-date';
import type { Official, Round } from '../../../domain/model';
import type { HeatLine } from '../../../domain/running-order';
import { roundKey, roundLabel } from '../../../console-kit/utils/round-labels';
import { latenessWords } from '../../../components/running-order/lateness-text';
import { PendingJudges } from './pending-judges';

/** One floor of the day: its name, the heat on it, the next, and how late it runs. */
export interface FloorHeats {
  floor: string;
  name: string;
  onTheFloor: HeatLine | null;
  onDeck: HeatLine | null;
  latenessMinutes: number | null;
}

export interface FloorSummaryProps {
  running: readonly Round[];
  next: Round | undefined;
  /** Each floor's heat on the floor, on deck and lateness (the day model's one answer); absent before the order exists. */
  floors?: readonly FloorHeats[];
  officials: Readonly<Record<string, Official>> | undefined;
  seesMarks: boolean;
}

const heatText = (heat: HeatLine, withTime: boolean) => `Heat ${heat.heatNumber}${withTime && heat.time !== undefined ? ` · ${formatClock(heat.time)}` : ''} · ${heat.title}`;

const onFloorText = (floor: FloorHeats) => (floor.onTheFloor ? heatText(floor.onTheFloor, false) : 'No heat on the floor.');
const nextText = (floor: FloorHeats) => `Next up: ${floor.onDeck ? heatText(floor.onDeck, true) : 'nothing waiting'}`;

function Lateness({ floor }: { floor: FloorHeats }) {
  const words = latenessWords(floor.latenessMinutes);
  return words === null ? null : <p className="mb-0 small">{floor.name} is {words}.</p>;
}

/** Two floors or more: each floor's heat on it, the next and its lateness, one list item per floor. */
function EveryFloor({ floors }: { floors: readonly FloorHeats[] }) {
  return (
    <ul aria-label="Floors" className="list-unstyled mb-2">
      {floors.map((floor) => (
        <li key={floor.floor} aria-label={floor.name} className="mb-2">
          <p className="mb-0 fw-semibold">{floor.name}: {onFloorText(floor)}</p>
          <p className="mb-0 text-muted">{nextText(floor)}</p>
          <Lateness floor={floor} />
        </li>
      ))}
    </ul>
  );
}

export function FloorSummary({ running, next, floors, officials, seesMarks }: FloorSummaryProps) {
  const one = floors?.length === 1 ? floors[0] : undefined;
  return (
    <>
      {one && <p className="mb-1 fw-semibold">{onFloorText(one)}</p>}
      {floors && floors.length > 1 && <EveryFloor floors={floors} />}
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
      {one ? (
        <>
          <p className="mb-0 text-muted">{nextText(one)}</p>
          <Lateness floor={one} />
        </>
      ) : floors === undefined && <p className="mb-0 text-muted">Next up: {next ? roundLabel(next) : 'nothing waiting'}</p>}
    </>
  );
}
