import { useMemo } from 'react';
import { latenessText } from '../../../components/running-order/lateness-text';
import { type EventDisplaySettings, RoundState } from '../../../domain/model';
import { scheduleOf } from '../../../domain/running-order';
import type { LiveTimeline } from '../../../data/hooks/running-order';
import { heatFloor } from '../hooks/heat-floor';
import { postedRounds } from '../hooks/last-posted';
import { useLastPosted } from '../hooks/use-last-posted';
import { HeatPanels } from './heat-panels';
import { HeatScheduleList } from './heat-schedule-list';

export interface HeatLiveProps {
  live: LiveTimeline;
  settings: EventDisplaySettings;
  now: number;
}

/** The projector from the running order: numbered heats, the lateness, the latest result between heats. */
export function HeatLive({ live, settings, now }: HeatLiveProps) {
  const { timeline, input } = live;
  const floor = useMemo(() => heatFloor(timeline.slots), [timeline]);
  const posted = useMemo(() => postedRounds(timeline.slots, input.events), [timeline, input.events]);
  const lastPosted = useLastPosted(posted, now);
  const runningElsewhere = useMemo(() => {
    const onFloor = new Set(floor.onFloor?.slot.kind === 'heat' ? Object.values(floor.onFloor.slot.rounds).map((r) => `${r.eventName}\u0000${r.roundNumber}`) : []);
    return scheduleOf(input.events).filter((round) => round.roundState === RoundState.Running && !onFloor.has(`${round.eventName}\u0000${round.roundNumber}`));
  }, [floor, input.events]);
  const lateness = latenessText(timeline.latenessMinutes);
  return (
    <>
      {lateness && (
        <p role="status" aria-label="Pace" className={`live-lateness ${timeline.latenessMinutes === 0 ? 'text-success' : 'text-warning'}`}>{lateness}</p>
      )}
      <HeatPanels floor={floor} events={input.events} settings={settings} lastPosted={floor.onFloor ? null : lastPosted} runningElsewhere={runningElsewhere} />
      <HeatScheduleList remaining={floor.remaining} events={input.events} settings={settings} />
    </>
  );
}
