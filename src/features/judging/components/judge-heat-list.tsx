// The judge's heats for the day across every floor, by time, each naming its floor when there is more than one
// (a judge may sit on two floors' panels): from the one model of the day (viewForJudgeTablet).
import { formatClock } from '../../../components/format-date';
import type { DayModel, JudgeTabletHeat } from '../../../domain/running-order';

export function JudgeHeatList({ heats, day }: { heats: readonly JudgeTabletHeat[]; day: DayModel }) {
  if (heats.length === 0) return null;
  const several = day.floors.length > 1;
  const floorName = (floor: string) => day.floors.find((f) => f.floor === floor)?.name ?? `Floor ${floor}`;
  return (
    <section aria-labelledby="judge-heat-list" className="judge-round-list mt-4">
      <h2 id="judge-heat-list" className="h6 text-muted">Your heats today</h2>
      <ol aria-label="Your heats" className="small">
        {heats.map((heat) => (
          <li key={heat.slotKey}>
            {heat.time !== undefined && <span className="text-muted">{formatClock(heat.time)} · </span>}
            Heat {heat.heatNumber}
            {several && <> · {floorName(heat.floor)}</>}
            {' · '}{heat.title}
          </li>
        ))}
      </ol>
    </section>
  );
}
