import Container from 'react-bootstrap/Container';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useAllEventEntryLists, useEventIndex } from '../../../data/hooks/summaries';
import { compareLevels } from '../../../domain/constants';
import { normalizeName } from '../../../domain/competitors';
import { compareEvents } from '../../../domain/events';
import { EntryFilters } from '../components/entry-filters';
import { EventEntries } from '../components/event-entries';
import { OpenEventEntries } from '../components/open-event-entries';
import { type EntryRow, type EventWithRows, entryRows, filterEventEntries } from '../hooks/filter-entries';
import { useFilterParams } from '../hooks/use-filter-params';

/** Lowest back number of each lead over every list (a search has them all loaded). */
function leadNumbers(events: Readonly<Record<string, EventWithRows>>): ReadonlyMap<string, number> {
  const out = new Map<string, number>();
  for (const event of Object.values(events)) {
    for (const entry of Object.values(event.entries ?? {})) {
      const known = out.get(entry.leadId);
      if (entry.leadNumber !== undefined && (known === undefined || entry.leadNumber < known)) out.set(entry.leadId, entry.leadNumber);
    }
  }
  return out;
}

/**
 * Every event by name from the events' index; an event's couples are read when it is opened (?open=<event>,
 * several allowed), so the first view downloads the events and the lists asked for, not every entry. A search
 * reads every event's list (issue 23 item 2).
 */
export default function EntriesRoute() {
  const index = useEventIndex();
  const [filter, setFilter] = useFilterParams();
  const [params, setParams] = useSearchParams();
  const searching = normalizeName(filter.query) !== '';
  const lists = useAllEventEntryLists(searching);
  const opened = params.getAll('open');
  const toggle = useCallback((eventName: string) => {
    const next = new URLSearchParams(params);
    const open = next.getAll('open');
    next.delete('open');
    for (const name of open.includes(eventName) ? open.filter((n) => n !== eventName) : [...open, eventName]) next.append('open', name);
    setParams(next, { replace: true });
  }, [params, setParams]);

  const events = useMemo((): Record<string, EventWithRows> => {
    const out: Record<string, EventWithRows> = {};
    for (const [key, event] of Object.entries(index.data ?? {})) {
      out[key] = searching ? { ...event, entries: entryRows(lists.data?.[key]) } : event;
    }
    return out;
  }, [index.data, lists.data, searching]);
  const levels = useMemo(() => [...new Set(Object.values(index.data ?? {}).map((e) => e.eventLevel))].sort(compareLevels), [index.data]);
  const shownEvents = useMemo(
    () => Object.values(events).filter((e) => (!filter.style || e.style === filter.style) && (!filter.level || e.eventLevel === filter.level)).sort(compareEvents),
    [events, filter.style, filter.level],
  );
  const groups = useMemo(() => (searching ? filterEventEntries(events, filter) : []), [events, filter, searching]);
  const numbers = useMemo(() => leadNumbers(events), [events]);
  const couples = groups.reduce((sum, group) => sum + group.entries.length, 0);
  const error = index.error ?? (searching ? lists.error : null);
  const loading = index.loading || (searching && lists.loading);
  const none = Object.keys(index.data ?? {}).length === 0;

  return (
    <Container as="article" className="py-4">
      <PageTitle title="Entries" />
      <EntryFilters filter={filter} onChange={setFilter} levels={levels} />
      {error && <ErrorState error={error} title="Could not load the entries" />}
      {!error && loading && <LoadingState label="Loading entries..." />}
      {!error && !loading && (
        searching ? (
          <>
            <p role="status" className="text-secondary small">
              {couples === 1 ? '1 entry' : `${couples} entries`} in {groups.length === 1 ? '1 event' : `${groups.length} events`}
            </p>
            {groups.length === 0 ? (
              <EmptyState title="No matching entries">Try another name, number or team, or clear the filters.</EmptyState>
            ) : groups.map((group) => (
              <EventEntries
                key={group.event.eventName}
                event={group.event}
                entries={group.entries}
                total={Object.keys(group.event.entries ?? {}).length}
                numberOf={(entry: EntryRow) => entry.leadNumber ?? numbers.get(entry.leadId)}
              />
            ))}
          </>
        ) : (
          <>
            <p role="status" className="text-secondary small">
              {shownEvents.length === 1 ? '1 event' : `${shownEvents.length} events`}; open one to see its couples
            </p>
            {none ? (
              <EmptyState title="No events yet">Events appear here once the organisers publish them.</EmptyState>
            ) : shownEvents.map((event) => (
              <OpenEventEntries key={event.eventName} event={event} open={opened.includes(event.eventName)} onToggle={() => toggle(event.eventName)} />
            ))}
          </>
        )
      )}
    </Container>
  );
}
