// What the scrutineer and chairman must fix on the day (viewForScrutineer): a round left Running that no heat
// of the running order holds. The public never sees it as on the floor; here it says what to do.
import Alert from 'react-bootstrap/Alert';
import { useNow } from '../../../components/use-now';
import { useDay } from '../../../data/hooks/day';
import { viewForScrutineer } from '../../../domain/running-order';

export function DayAnomalies() {
  const day = useDay(useNow(60_000));
  // Before there is a running order, rounds run by their states alone: nothing is out of it.
  if (!day.data || day.data.heats.length === 0) return null;
  const { anomalies } = viewForScrutineer(day.data);
  if (anomalies.length === 0) return null;
  return (
    <Alert variant="warning" className="mb-3">
      <h2 className="h6">To fix on the floor</h2>
      <ul aria-label="To fix on the floor" className="mb-0">
        {anomalies.map((a) => <li key={`${a.eventName}#${a.roundNumber}`}>{a.message}</li>)}
      </ul>
    </Alert>
  );
}
