// The dancer's next heat from the live pace ("On deck in 3 heats (about 6 min), floor B"), their heats as a
// calendar file, and the opt-in on-deck notification.
import { useMemo } from 'react';
import { CalendarDownloadButton } from '../../../components/next-heat/calendar-download-button';
import { NextHeatLine } from '../../../components/next-heat/next-heat-line';
import { OnDeckNotifyControl } from '../../../components/next-heat/on-deck-notify-control';
import type { ScheduleSettings } from '../../../domain/model';
import {
  nextHeatSentence, nextHeatStanding, onDeckAlertOf, organiserFloorNames, type CompetitorHeatInDay, type DayModel,
} from '../../../domain/running-order';

export interface DancerNextHeatProps {
  day: DayModel;
  heats: readonly CompetitorHeatInDay[];
  /** The dancer's name. */
  who: string;
  /** Their back numbers (one per partnership that has one). */
  numbers: readonly number[];
  settings: Partial<ScheduleSettings> | undefined;
}

export function DancerNextHeat({ day, heats, who, numbers, settings }: DancerNextHeatProps) {
  const floorName = useMemo(() => organiserFloorNames(settings), [settings]);
  const standing = useMemo(() => nextHeatStanding(day, heats.map((heat) => heat.slotKey)), [day, heats]);
  const sentence = nextHeatSentence(standing, { floorCount: day.floors.length, floorName });
  const floor = standing.kind === 'on-deck' && day.floors.length > 1 ? floorName(standing.heat.floor) ?? `floor ${standing.heat.floor}` : undefined;
  const alert = onDeckAlertOf(standing, who, new Set(), floor);
  const dancing = standing.kind !== 'no-heats' && standing.kind !== 'done';
  return (
    <section aria-label={`When ${who} dances`} className="mb-3">
      <NextHeatLine who={who} sentence={sentence} />
      {dancing && <OnDeckNotifyControl alerts={alert ? [alert] : []} />}
      <CalendarDownloadButton day={day} heats={heats} who={who} backNumber={numbers.length === 1 ? numbers[0] : null} floorName={floorName} />
    </section>
  );
}
