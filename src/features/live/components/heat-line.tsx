import { Link } from 'react-router-dom';
import { formatClock } from '../../../components/format-date';
import { heatRounds } from '../../../components/running-order/heat-rounds-text';
import type { CompetitionEvent, EventDisplaySettings } from '../../../domain/model';
import type { SlotTiming } from '../../../domain/running-order';
import { liveRoundPath } from '../hooks/live-paths';
import { LevelIcon } from './level-icon';

export interface HeatLineProps {
  timing: SlotTiming;
  events: Readonly<Record<string, CompetitionEvent>>;
  settings: EventDisplaySettings;
  /** Leave out the time (the heat on the floor). */
  hideTime?: boolean;
}

/** "Heat 12  [Bronze] Bronze Waltz — Final  [Silver] Silver Waltz — Final  10:42", or a break with its length. */
export function HeatLine({ timing, events, settings, hideTime = false }: HeatLineProps) {
  const time = !hideTime && timing.estimatedStart !== undefined ? <span className="text-secondary ms-2">{formatClock(timing.estimatedStart)}</span> : null;
  if (timing.slot.kind === 'break') {
    return <span>{timing.slot.label} · {timing.slot.minutes} min{time}</span>;
  }
  return (
    <span className="d-inline-flex align-items-center flex-wrap gap-1">
      <span className="live-heat-number me-2">Heat {timing.slot.number}</span>
      {heatRounds(events, timing.slot).map((round, i) => {
        const level = events[round.eventName]?.eventLevel;
        const ref = timing.slot.kind === 'heat' ? timing.slot.rounds[round.roundKey] : undefined;
        return (
          <span key={round.roundKey} className="me-2">
            {i > 0 && <span className="text-secondary me-2">+</span>}
            {!settings.hideLevelIcons && level && <LevelIcon level={level} />}
            {ref ? <Link to={liveRoundPath(ref)} className="link-light link-underline-opacity-0">{round.eventName} — {round.roundName}</Link> : round.eventName}
            {round.part && <span className="text-secondary"> ({round.part})</span>}
          </span>
        );
      })}
      {time}
    </span>
  );
}
