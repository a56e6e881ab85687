import { Link } from 'react-router-dom';
import { formatClock } from '../../../components/format-date';
import type { EventDisplaySettings, Level, Round } from '../../../domain/model';
import { liveRoundPath } from '../hooks/live-paths';
import { LevelIcon } from './level-icon';

export interface RoundLineProps {
  round: Round;
  level: Level | undefined;
  settings: EventDisplaySettings;
}

/** "12  [Br] Latin Bronze — Semi-Final  10:30 AM", linking to the round's couples and result. */
export function RoundLine({ round, level, settings }: RoundLineProps) {
  return (
    <span className="d-flex align-items-center flex-wrap gap-1">
      {settings.showScheduleIndex && <span className="live-schedule-index text-secondary me-2">{round.scheduleIndex}</span>}
      {!settings.hideLevelIcons && level && <LevelIcon level={level} />}
      <Link to={liveRoundPath(round)} className="link-light link-underline-opacity-0 me-2">
        {round.eventName} — {round.roundName}
      </Link>
      {round.roundStartTime !== undefined && <span className="text-secondary">{formatClock(round.roundStartTime)}</span>}
    </span>
  );
}
