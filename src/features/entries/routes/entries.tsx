import Container from 'react-bootstrap/Container';
import { useMemo } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useEvents } from '../../../data/hooks/competition';
import { compareLevels } from '../../../domain/constants/levels';
import { leadBackNumbers } from '../../../domain/entries/lead-back-numbers';
import { EntryFilters } from '../components/entry-filters';
import { EventEntries } from '../components/event-entries';
import { filterEventEntries } from '../hooks/filter-entries';
import { useFilterParams } from '../hooks/use-filter-params';

export default function EntriesRoute() {
  const events = useEvents();
  const [filter, setFilter] = useFilterParams();
  const groups = useMemo(() => filterEventEntries(events.data ?? {}, filter), [events.data, filter]);
  const levels = useMemo(
    () => [...new Set(Object.values(events.data ?? {}).map((e) => e.eventLevel))].sort(compareLevels),
    [events.data],
  );
  const numbers = useMemo(() => leadBackNumbers(events.data ?? {}), [events.data]);
  const couples = groups.reduce((sum, group) => sum + group.entries.length, 0);

  return (
    <Container as="article" className="py-4">
      <PageTitle title="Entries" />
      <EntryFilters filter={filter} onChange={setFilter} levels={levels} />
      {events.error && <ErrorState error={events.error} title="Could not load the entries" />}
      {!events.error && events.loading && <LoadingState label="Loading entries..." />}
      {events.data !== undefined && (
        <>
          <p role="status" className="text-secondary small">
            {couples === 1 ? '1 entry' : `${couples} entries`} in {groups.length === 1 ? '1 event' : `${groups.length} events`}
          </p>
          {groups.length === 0 ? (
            <EmptyState title={Object.keys(events.data ?? {}).length === 0 ? 'No events yet' : 'No matching entries'}>
              {Object.keys(events.data ?? {}).length === 0
                ? 'Events appear here once the organisers publish them.'
                : 'Try another name, number or team, or clear the filters.'}
            </EmptyState>
          ) : (
            groups.map((group) => (
              <EventEntries
                key={group.event.eventName}
                event={group.event}
                entries={group.entries}
                total={Object.keys(group.event.entries ?? {}).length}
                numbers={numbers}
              />
            ))
          )}
        </>
      )}
    </Container>
  );
}
