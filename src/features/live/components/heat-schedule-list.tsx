import { useRef } from 'react';
import type { CompetitionEvent, EventDisplaySettings } from '../../../domain/model';
import type { SlotTiming } from '../../../domain/running-order';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { HeatLine } from './heat-line';

export interface HeatScheduleListProps {
  remaining: readonly SlotTiming[];
  events: Readonly<Record<string, CompetitionEvent>>;
  settings: EventDisplaySettings;
  label?: string;
}

/** The rest of the day from the heat on the floor, scrolling by itself inside the screen. */
export function HeatScheduleList({ remaining, events, settings, label = 'Schedule' }: HeatScheduleListProps) {
  const ref = useRef<HTMLOListElement>(null);
  useAutoScroll(ref, { resetKey: settings.liveScrollRefreshIndex });
  return (
    <ol ref={ref} className="live-schedule list-unstyled mb-0" aria-label={label}>
      {remaining.map((timing) => (
        <li key={timing.slotKey} className={timing.status === 'on-floor' ? 'live-running' : timing.slot.kind === 'break' ? 'live-break' : undefined} aria-current={timing.status === 'on-floor' ? 'true' : undefined}>
          <HeatLine timing={timing} events={events} settings={settings} />
        </li>
      ))}
    </ol>
  );
}
