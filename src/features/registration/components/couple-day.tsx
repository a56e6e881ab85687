// One couple's day on My entries: its heats (number, time, floor) and the calendar file of them.
import { CalendarDownloadButton } from '../../../components/next-heat/calendar-download-button';
import type { ScheduleSettings } from '../../../domain/model';
import { heatsOfEntry, organiserFloorNames, type DayModel } from '../../../domain/running-order';
import type { MyCouple } from '../hooks/my-couples';
import { CoupleHeats } from './couple-heats';

export interface CoupleDayProps {
  day: DayModel;
  settings: Partial<ScheduleSettings> | undefined;
  couple: MyCouple;
}

export function CoupleDay({ day, settings, couple }: CoupleDayProps) {
  const who = `${couple.entry.leadName} & ${couple.entry.followName}`;
  const heats = heatsOfEntry(day, couple.entryId);
  const named = organiserFloorNames(settings);
  const floorName = day.floors.length > 1 ? (floor: string) => named(floor) ?? `Floor ${floor}` : null;
  return (
    <section aria-label={`When ${who} dance`} className="mb-2">
      <CoupleHeats who={who} heats={heats} floorName={floorName} />
      <CalendarDownloadButton day={day} heats={heats} who={who} backNumber={couple.entry.leadNumber} floorName={named} />
    </section>
  );
}
