import { useMemo, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { EmptyState } from '../../../components/empty-state';
import { FirstPaintSlot } from '../../../components/first-paint-slot';
import { ErrorState } from '../../../components/error-state';
import { formatClock } from '../../../components/format-date';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { paceText } from '../../../components/running-order/lateness-text';
import { useNow } from '../../../components/use-now';
import { useEventsWhen } from '../../../data/hooks/competition';
import { useIndexTimeline } from '../../../data/hooks/summaries';
import { heatsMatching } from '../../../domain/running-order';
import { daySections } from '../components/day-sections';
import { ON_THE_FLOOR_LINE, onTheFloorText } from '../components/on-the-floor-text';
import { HeatTable } from '../components/heat-table';
import { ScheduleSearch } from '../components/schedule-search';
import '../components/running-order.css';
import { SCHEDULE_SLOT } from '../first-paint/schedule-slot';

const sectionLabel = (heats: readonly { slot: { kind: string; number?: number } }[]) => {
  const numbers = heats.flatMap(({ slot }) => (slot.number !== undefined ? [slot.number] : []));
  if (numbers.length === 0) return 'Heats';
  return numbers.length === 1 ? `Heat ${numbers[0]}` : `Heats ${numbers[0]}–${numbers[numbers.length - 1]}`;
};

/** The public running order: every heat with its number, time and status, searchable, printable by section. */
export default function PublicScheduleRoute() {
  const now = useNow(15_000);
  // The heats come from the events' index (small, so the page opens fast on a phone); a search by name or
  // number needs the couples, so only a search reads the whole events branch.
  const live = useIndexTimeline(now);
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const couples = useEventsWhen(searching);
  const data = live.data;
  const matching = useMemo(
    () => (data && searching && couples.data ? new Set(heatsMatching({ ...data.input, events: couples.data }, query)) : null),
    [data, searching, couples.data, query],
  );

  if (live.error) return <Container className="py-4"><ErrorState error={live.error} title="Could not load the running order" /></Container>;
  // The heading is part of the first view the build prerenders (issue 33), so it paints before any script.
  if (!data) {
    return (
      <Container as="article" className="py-4">
        <PageTitle title="Running order" />
        {/* What is on the floor, painted from the REST answers before this code has loaded (first-paint/). */}
        <FirstPaintSlot name={SCHEDULE_SLOT} />
        <LoadingState label="Loading the running order..." />
      </Container>
    );
  }
  const { timeline, input } = data;
  const heatCount = timeline.slots.filter((s) => s.slot.kind === 'heat').length;
  const lateness = paceText(timeline.latenessMinutes, timeline.floors);
  const onTheFloor = onTheFloorText(timeline, input.events);
  const sections = daySections(matching ? timeline.slots.filter((s) => s.slot.kind === 'break' || matching.has(s.slotKey)) : timeline.slots)
    .filter((section) => !matching || section.heats.length > 0);

  return (
    <Container as="article" className="py-4">
      <PageTitle title="Running order" />
      {heatCount === 0 ? (
        <EmptyState title="No running order yet">The heats and their times appear here once the organiser publishes the running order.</EmptyState>
      ) : (
        <>
          {onTheFloor && <p className={ON_THE_FLOOR_LINE.className} role="status" aria-label={ON_THE_FLOOR_LINE.label}>{onTheFloor}</p>}
          {/* Bootstrap's alert markup without react-bootstrap's Alert, whose transition code is 5 KB of this page's budget. */}
          {lateness && <div className={`running-order-noprint py-2 alert alert-${timeline.latenessMinutes === 0 ? 'success' : 'warning'}`} role="status" aria-label="Pace">{lateness}</div>}
          <ScheduleSearch value={query} onChange={setQuery} />
          {searching && couples.loading && <p role="status" aria-label="Search result" className="running-order-noprint">Searching the couples…</p>}
          {searching && couples.error && <ErrorState error={couples.error} title="Could not search the couples" />}
          {matching && (
            <p role="status" aria-label="Search result" className="running-order-noprint">
              {matching.size === 0 ? `No heats for “${query.trim()}”.` : `${matching.size} ${matching.size === 1 ? 'heat' : 'heats'} for “${query.trim()}”.`}
            </p>
          )}
          {sections.map((section, i) => {
            const label = section.opening ? `${section.opening.slot.label} · ${sectionLabel(section.heats)}` : sectionLabel(section.heats);
            return (
              <section key={section.opening?.timing.slotKey ?? `start-${i}`} className="running-order-section" aria-label={label}>
                {section.opening && (
                  <h2 className="h5 running-order-break">
                    {section.opening.slot.label} · {section.opening.slot.minutes} min
                    {section.opening.timing.estimatedStart !== undefined && <> · {formatClock(section.opening.timing.estimatedStart)}</>}
                  </h2>
                )}
                {section.heats.length > 0 && <HeatTable label={label} heats={section.heats} events={input.events} />}
              </section>
            );
          })}
        </>
      )}
    </Container>
  );
}
