import { useMemo } from 'react';
import { latenessText } from '../../../components/running-order/lateness-text';
import type { EventDisplaySettings } from '../../../domain/model';
import { type DayModel, viewForLive } from '../../../domain/running-order';
import type { LiveTimeline } from '../../../data/hooks/running-order';
import { heatFloor } from '../hooks/heat-floor';
import { postedRounds, type PostedRoundRef } from '../hooks/last-posted';
import { useLastPosted } from '../hooks/use-last-posted';
import { HeatPanels } from './heat-panels';
import { HeatScheduleList } from './heat-schedule-list';

export interface HeatLiveProps {
  live: LiveTimeline;
  /** The one model of the day: what is on the floor, and the finals whose placings are up. */
  day: DayModel;
  settings: EventDisplaySettings;
  now: number;
}

/** The projector from the running order: numbered heats, the lateness, the latest result between heats. */
export function HeatLive({ live, day, settings, now }: HeatLiveProps) {
  const { timeline, input } = live;
  const view = useMemo(() => viewForLive(day), [day]);
  // Only a heat of the order is on the floor (a round left Running outside it is the scrutineer's to fix).
  const floor = useMemo(() => {
    const heats = heatFloor(timeline.slots);
    const onFloor = view.mode === 'heat' ? timeline.slots.find((s) => s.slotKey === view.heat.slotKey) ?? null : null;
    return { ...heats, onFloor };
  }, [timeline, view]);
  const posted = useMemo(() => postedRounds(timeline.slots, input.events), [timeline, input.events]);
  const lastPosted = useLastPosted(posted, now);
  // A final just posted stays up until the next heat starts; other results for a while between heats.
  const results = useMemo((): PostedRoundRef[] => {
    if (view.mode === 'result') return view.results.map((r) => ({ key: r.roundKey, eventName: r.eventName, roundNumber: r.roundNumber, roundName: r.roundName }));
    return view.mode === 'waiting' && lastPosted ? [lastPosted] : [];
  }, [view, lastPosted]);
  const lateness = latenessText(timeline.latenessMinutes);
  return (
    <>
      {lateness && (
        <p role="status" aria-label="Pace" className={`live-lateness ${timeline.latenessMinutes === 0 ? 'text-success' : 'text-warning'}`}>{lateness}</p>
      )}
      <HeatPanels floor={floor} events={input.events} settings={settings} results={results} />
      <HeatScheduleList remaining={floor.remaining} events={input.events} settings={settings} />
    </>
  );
}
