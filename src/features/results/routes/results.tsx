import { useMemo } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useEvents } from '../../../data/hooks/competition';
import { useResultsPageShown } from '../../../data/hooks/metadata-fields';
import { compareEvents } from '../../../domain/events';
import { type CompetitionEvent, STYLES } from '../../../domain/model';
import { EventResultRow } from '../components/event-result-row';
import { ResultsDownloadButton } from '../components/results-download-button';

function byStyle(events: Readonly<Record<string, CompetitionEvent>>) {
  return STYLES.map((style) => ({
    style,
    events: Object.values(events)
      .filter((event) => event.style === style)
      .sort(compareEvents),
  })).filter((group) => group.events.length > 0);
}

function EventList() {
  const events = useEvents();
  const groups = useMemo(() => byStyle(events.data ?? {}), [events.data]);
  if (events.error) return <ErrorState error={events.error} title="Could not load the events" />;
  if (events.loading) return <LoadingState label="Loading events..." />;
  if (groups.length === 0) return <EmptyState title="No events yet">Events and their results appear here.</EmptyState>;
  return (
    <>
      {groups.map((group) => (
        <section key={group.style} aria-labelledby={`results-${group.style}`} className="mb-4">
          <h2 id={`results-${group.style}`} className="h5">{group.style}</h2>
          <ul className="list-group">
            {group.events.map((event) => <EventResultRow key={event.eventName} event={event} />)}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Every event, its posted rounds and winners; opens only when the organisers publish results. */
export default function ResultsRoute() {
  const shown = useResultsPageShown();
  return (
    <article className="container py-4">
      <PageTitle title="Results" />
      {shown.error && <ErrorState error={shown.error} title="Could not load the results" />}
      {!shown.error && shown.loading && <LoadingState label="Loading results..." />}
      {!shown.loading && !shown.error && shown.data !== true && (
        <EmptyState title="Results are not published yet">They appear here once the organisers publish them.</EmptyState>
      )}
      {shown.data === true && (
        <>
          <p className="d-flex flex-wrap align-items-center gap-2">
            <ResultsDownloadButton label="Download results (JSON)" download={(files) => files.downloadResultsFile()} />
            <span className="text-muted small">For team pages and points calculators: every event, round and placing in one versioned file.</span>
          </p>
          <EventList />
        </>
      )}
    </article>
  );
}
