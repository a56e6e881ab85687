import { useMemo } from 'react';
import { latenessText } from '../../../components/running-order/lateness-text';
import type { EventDisplaySettings } from '../../../domain/model';
import { type DayModel, DEFAULT_FLOOR, floorTimelineOf, viewForLive } from '../../../domain/running-order';
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
  /** The floor shown (default: the first); with several floors on one screen, its name goes in the panels' names. */
  floor?: string;
  floorName?: string;
}

/** The projector from the running order: numbered heats, the lateness, the latest result between heats. */
export function HeatLive({ live, day, settings, now, floor: floorId = DEFAULT_FLOOR, floorName }: HeatLiveProps) {
  const { input } = live;
  // This floor's own time line (its heats and every break), as the day model times it: statuses and lateness per floor.
  const timeline = useMemo(() => floorTimelineOf(input, floorId, now), [input, floorId, now]);
  const view = useMemo(() => viewForLive(day, floorId), [day, floorId]);
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
        <p role="status" aria-label={floorName ? `Pace, ${floorName}` : 'Pace'} className={`live-lateness ${timeline.latenessMinutes === 0 ? 'text-success' : 'text-warning'}`}>{lateness}</p>
      )}
      <HeatPanels floor={floor} events={input.events} settings={settings} results={results} floorName={floorName} />
      <HeatScheduleList remaining={floor.remaining} events={input.events} settings={settings} label={floorName ? `Schedule, ${floorName}` : 'Schedule'} />
    </>
  );
}
