import { useMemo } from 'react';
import { ErrorState } from '../../../components/error-state';
import { useEventEntryList } from '../../../data/hooks/summaries';
import { compareEntries, type EntryRow, type EventWithRows, entryRows } from '../hooks/filter-entries';
import { EventEntries } from './event-entries';
import { LeadNumber } from './lead-number';

export interface OpenEventEntriesProps {
  event: EventWithRows;
  open: boolean;
  onToggle: () => void;
}

/** An event of the list: its name, and once opened its couples, read from that event's own list only. */
export function OpenEventEntries({ event, open, onToggle }: OpenEventEntriesProps) {
  const list = useEventEntryList(open ? event.eventName : null);
  const entries = useMemo(() => (list.data !== undefined ? Object.values(entryRows(list.data)).sort(compareEntries) : undefined), [list.data]);
  if (list.error) return <ErrorState error={list.error} title={`Could not load the couples of ${event.eventName}`} />;
  return (
    <EventEntries
      event={event}
      entries={open ? entries : undefined}
      total={open ? entries?.length : undefined}
      numberOf={(entry: EntryRow) => entry.leadNumber ?? <LeadNumber leadId={entry.leadId} />}
      toggle={{ open, onToggle }}
      loading={open && list.loading}
    />
  );
}
