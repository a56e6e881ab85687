// The live view before the organiser has built a running order: the floor from the rounds' states, and the rounds
// scrolling by. A lazy chunk of /live (most days have a running order), which keeps the page within its script budget.
import { useMemo } from 'react';
import { EmptyState } from '../../../components/empty-state';
import type { CompetitionEvent, EventDisplaySettings } from '../../../domain/model';
import { scheduleOf } from '../../../domain/running-order';
import { floorStatus } from '../hooks/floor-status';
import { FloorPanels } from './floor-panels';
import { ScheduleList } from './schedule-list';

export interface RoundsLiveProps {
  events: Record<string, CompetitionEvent>;
  settings: EventDisplaySettings;
}

export default function RoundsLive({ events, settings }: RoundsLiveProps) {
  const status = useMemo(() => floorStatus(scheduleOf(events)), [events]);
  if (status.schedule.length === 0) {
    return <EmptyState title="No rounds scheduled yet">The running order appears here once the scrutineer sets it up.</EmptyState>;
  }
  return (
    // Keyed by the refresh index: the organiser's "refresh live views" rebuilds the screen from scratch.
    <div key={String(settings.liveScrollRefreshIndex ?? 0)} className="live-body">
      <FloorPanels status={status} events={events} settings={settings} />
      <ScheduleList schedule={status.schedule} events={events} settings={settings} />
    </div>
  );
}
