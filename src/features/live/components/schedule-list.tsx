import { useRef } from 'react';
import { type CompetitionEvent, type EventDisplaySettings, type Round, RoundState } from '../../../domain/model';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { RoundLine } from './round-line';

export interface ScheduleListProps {
  schedule: readonly Round[];
  events: Readonly<Record<string, CompetitionEvent>>;
  settings: EventDisplaySettings;
}

const STATE_TEXT: Partial<Record<RoundState, string>> = {
  [RoundState.Running]: 'On the floor',
  [RoundState.Marked]: 'Scoring',
  [RoundState.Posted]: 'Results posted',
};

function rowClass(round: Round, runningEvents: ReadonlySet<string>, settings: EventDisplaySettings): string | undefined {
  if (round.roundState === RoundState.Running) return 'live-running';
  if (settings.highlightOtherRoundsInEvent && runningEvents.has(round.eventName)) return 'live-same-event';
  if (round.roundState === RoundState.Marked || round.roundState === RoundState.Posted) return 'live-done';
  return undefined;
}

/** The whole running order, scrolling by itself; restarts from the top when the organiser refreshes live views. */
export function ScheduleList({ schedule, events, settings }: ScheduleListProps) {
  const ref = useRef<HTMLOListElement>(null);
  useAutoScroll(ref, { resetKey: settings.liveScrollRefreshIndex });
  const runningEvents = new Set(schedule.filter((r) => r.roundState === RoundState.Running).map((r) => r.eventName));
  return (
    <ol ref={ref} className="live-schedule list-unstyled mb-0" aria-label="Schedule">
      {schedule.map((round) => (
        <li key={round.roundId} className={rowClass(round, runningEvents, settings)} aria-current={round.roundState === RoundState.Running ? 'true' : undefined}>
          <RoundLine round={round} level={events[round.eventName]?.eventLevel} settings={settings} />
          {STATE_TEXT[round.roundState] && <span className="small text-secondary ms-2">{STATE_TEXT[round.roundState]}</span>}
        </li>
      ))}
    </ol>
  );
}
