import { lazy, Suspense, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { FirstPaintSlot } from '../../../components/first-paint-slot';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useNow } from '../../../components/use-now';
import { useResultsPageShown } from '../../../data/hooks/metadata-fields';
import { useDay } from '../../../data/hooks/day';
import { useCompetitorEntries, useEventIndex, useEventSummaries, useIndexTimeline } from '../../../data/hooks/summaries';
import type { CompetitionEvent } from '../../../domain/model';
import { roundsInOrder } from '../../../domain/event-snapshot';
import { competitorHeatsFromSummaries } from '../../../domain/summaries';
import { heatsWithDayTimes, roundStartOf } from '../../../domain/running-order';
import { useSchedule } from '../../../data/hooks/running-order';
import { CompetitorHeatsTable } from '../components/competitor-heats-table';
import { EventHeat } from '../components/event-heat';
import { competitorFromSummaries, competitorLeadText, type CompetitorEntry } from '../hooks/competitor-index';
import { COMPETITOR_SLOT } from '../first-paint/competitor-slot';

// The dancer's next heat (the line, the on-deck opt-in, the calendar file) loads with the route, beside the read
// schemas every value on this page waits for (lazy-schema.ts), so it is in by the time there is a heat to show.
// A failed load reaches the route's error boundary, which says what to do; the catch keeps an unused one quiet.
const nextHeat = import('../components/dancer-next-heat');
nextHeat.catch(() => {});
const DancerNextHeat = lazy(() => nextHeat.then((module) => ({ default: module.DancerNextHeat })));

/** Events in the order they are danced: by the first round's place in the schedule. */
function scheduleOrder(events: Readonly<Record<string, CompetitionEvent>>) {
  const first = (item: CompetitorEntry) => (events[item.eventName] ? roundsInOrder(events[item.eventName])[0]?.scheduleIndex : undefined) ?? Number.POSITIVE_INFINITY;
  return (a: CompetitorEntry, b: CompetitorEntry) => first(a) - first(b) || a.eventName.localeCompare(b.eventName);
}

/**
 * A dancer's personal heat sheet, from their own records (competitorEntries/<id>) and the events' index:
 * no other couple's data is downloaded (issue 23 item 2). Bootstrap's container and table markup (not
 * react-bootstrap's): the same page with less script to load.
 */
export default function CompetitorDetailsRoute() {
  const { id = '' } = useParams();
  const records = useCompetitorEntries(id);
  const summaries = useEventSummaries();
  const events = useEventIndex();
  const resultsShown = useResultsPageShown();
  const now = useNow(30_000);
  const live = useIndexTimeline(now);
  // The one model of the day over the public index: each round's heats and time, as every screen shows them.
  const day = useDay(now, { events: 'index' });
  const schedule = useSchedule();
  // Which heats are the dancer's comes from their own records; status, floor and time from the day model.
  const heats = useMemo(
    () => (live.data && day.data && summaries.data && records.data
      ? heatsWithDayTimes(competitorHeatsFromSummaries(live.data.timeline, summaries.data, records.data), day.data)
      : []),
    [live.data, day.data, summaries.data, records.data],
  );
  const competitor = useMemo(() => competitorFromSummaries(id, records.data), [records.data, id]);
  const error = records.error ?? events.error;

  if (error) {
    return <div className="container py-4"><ErrorState error={error} title="Could not load this competitor" /></div>;
  }
  if (records.loading || events.loading) {
    return (
      <div className="container py-4">
        {/* The dancer's name and heats, painted from the REST answers before this code has loaded (first-paint/). */}
        <FirstPaintSlot name={COMPETITOR_SLOT} />
        <LoadingState label="Loading heat sheet..." />
      </div>
    );
  }
  if (!competitor) {
    return (
      <article className="container py-4">
        <PageTitle title="Competitor not found" />
        <EmptyState title="No competitor with this name is entered">
          They may have withdrawn, or the link is out of date. <Link to="/competitors">Search all competitors</Link>.
        </EmptyState>
      </article>
    );
  }
  const all = events.data ?? {};
  const entries = competitor.entries.filter((item) => all[item.eventName] !== undefined).sort(scheduleOrder(all));
  return (
    <article className="container py-4">
      <PageTitle title={competitor.name} />
      <p className="lead">{competitorLeadText(competitor)}</p>
      {heats.length > 0 && day.data && (
        <Suspense fallback={null}>
          <DancerNextHeat day={day.data} heats={heats} who={competitor.name} numbers={competitor.numbers} settings={schedule.data?.settings} />
        </Suspense>
      )}
      {heats.length > 0 && (
        <CompetitorHeatsTable
          heats={heats} events={all} latenessMinutes={day.data?.latenessMinutes ?? null} resultsShown={resultsShown.data === true} records={records.data}
          floorCount={day.data?.floors.length ?? 1} floorPaces={day.data?.floors}
        />
      )}
      {entries.map((item) => (
        <EventHeat
          key={`${item.eventName}/${item.entry.entryId}`}
          item={item}
          event={all[item.eventName]}
          drawn={(roundKey) => (summaries.data?.[item.eventName]?.rounds?.[roundKey]?.couples ?? 0) > 0}
          resultsShown={resultsShown.data === true}
          startOf={(roundNumber) => (day.data ? roundStartOf(day.data, item.eventName, roundNumber) : null)}
        />
      ))}
    </article>
  );
}
