import Container from 'react-bootstrap/Container';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useNow } from '../../../components/use-now';
import { useEvents } from '../../../data/hooks/competition';
import { useResultsPageShown } from '../../../data/hooks/metadata-fields';
import { useTimeline } from '../../../data/hooks/running-order';
import { competitorHeats } from '../../../domain/running-order';
import type { CompetitionEvent } from '../../../domain/model';
import { roundsInOrder } from '../../../domain/rounds/event-snapshot';
import { CompetitorHeatsTable } from '../components/competitor-heats-table';
import { EventHeat } from '../components/event-heat';
import { buildCompetitorIndex, type CompetitorEntry } from '../hooks/competitor-index';

/** Events in the order they are danced: by the first round's place in the schedule. */
function scheduleOrder(events: Readonly<Record<string, CompetitionEvent>>) {
  const first = (item: CompetitorEntry) => roundsInOrder(events[item.eventName])[0]?.scheduleIndex ?? Number.POSITIVE_INFINITY;
  return (a: CompetitorEntry, b: CompetitorEntry) => first(a) - first(b) || a.eventName.localeCompare(b.eventName);
}

/** A dancer's personal heat sheet. */
export default function CompetitorDetailsRoute() {
  const { id = '' } = useParams();
  const events = useEvents();
  const resultsShown = useResultsPageShown();
  const now = useNow(30_000);
  const live = useTimeline(now);
  const heats = useMemo(() => (live.data ? competitorHeats(live.data.input, id, now) : []), [live.data, id, now]);
  const competitor = useMemo(
    () => buildCompetitorIndex(events.data ?? {}).find((c) => c.id === id),
    [events.data, id],
  );

  if (events.error) {
    return <Container className="py-4"><ErrorState error={events.error} title="Could not load this competitor" /></Container>;
  }
  if (events.loading) return <Container className="py-4"><LoadingState label="Loading heat sheet..." /></Container>;
  if (!competitor) {
    return (
      <Container as="article" className="py-4">
        <PageTitle title="Competitor not found" />
        <EmptyState title="No competitor with this name is entered">
          They may have withdrawn, or the link is out of date. <Link to="/competitors">Search all competitors</Link>.
        </EmptyState>
      </Container>
    );
  }
  const all = events.data ?? {};
  const entries = [...competitor.entries].sort(scheduleOrder(all));
  return (
    <Container as="article" className="py-4">
      <PageTitle title={competitor.name} />
      <p className="lead">
        {competitor.affiliations.join(', ')}
        {competitor.numbers.length > 0 && ` · No. ${competitor.numbers.join(', ')}`}
      </p>
      {heats.length > 0 && (
        <CompetitorHeatsTable heats={heats} events={all} latenessMinutes={live.data?.timeline.latenessMinutes ?? null} resultsShown={resultsShown.data === true} />
      )}
      {entries.map((item) => (
        <EventHeat key={item.eventName} item={item} event={all[item.eventName]} resultsShown={resultsShown.data === true} />
      ))}
    </Container>
  );
}
