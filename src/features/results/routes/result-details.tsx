import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useResultsPageShown } from '../../../data/hooks/metadata-fields';
import { useEventResults } from '../../../data/hooks/results';
import { useEventIndex } from '../../../data/hooks/summaries';
import { useOfficials } from '../../../data/hooks/officials';
import type { PostedEventResults, SavedRound } from '../../../domain/rounds';
import { useRoundName } from '../../../data/hooks/rounds';
import { PostedSkatingSheet } from '../components/posted-skating-sheet';
import { ResultsDownloadButton } from '../components/results-download-button';
import { RoundResults } from '../components/round-results';
import { downloadEventResultsCsv } from '../utils/results-downloads';
import '../../../components/results-tables/results.css';

/** Brings the competitor's first highlighted row into view when they arrive from their heat sheet. */
function useScrollToHighlight(highlight: string | null, ready: boolean) {
  useEffect(() => {
    if (!highlight || !ready) return;
    const row = document.querySelector('[aria-current="true"]');
    if (row && typeof row.scrollIntoView === 'function') row.scrollIntoView({ block: 'center' });
  }, [highlight, ready]);
}

/** The round's name is read on its own: the event record would bring every entry with it. */
function NamedRound({ eventName, roundNumber, saved, highlight }: { eventName: string; roundNumber: number; saved: SavedRound; highlight: string | null }) {
  const name = useRoundName(eventName, roundNumber);
  const officials = useOfficials();
  const sheetLink = saved.kind === 'final' ? `?${new URLSearchParams({ sheet: String(roundNumber) })}` : undefined;
  return <RoundResults roundName={name.data ?? `Round ${roundNumber}`} saved={saved} highlight={highlight} sheetLink={sheetLink} officials={officials.data} />;
}

function Rounds({ results, eventName, highlight }: { results: PostedEventResults; eventName: string; highlight: string | null }) {
  const numbers = Object.keys(results.rounds).map(Number).sort((a, b) => b - a);
  if (numbers.length === 0) {
    return <EmptyState title="No results posted for this event yet">Results appear here as soon as the scrutineer posts a round.</EmptyState>;
  }
  return (
    <>
      {numbers.map((n) => (
        <NamedRound key={n} eventName={eventName} roundNumber={n} saved={results.rounds[n]} highlight={highlight} />
      ))}
    </>
  );
}

function Body({ eventName, highlight, sheet }: { eventName: string; highlight: string | null; sheet: number | null }) {
  const shown = useResultsPageShown();
  const results = useEventResults(shown.data === true ? eventName : null);
  useScrollToHighlight(highlight, results.data !== undefined);
  const error = shown.error ?? results.error;
  if (error) return <ErrorState error={error} title="Could not load these results" />;
  if (shown.loading) return <LoadingState label="Loading results..." />;
  if (shown.data !== true) return <EmptyState title="Results are not published yet">They appear here once the organisers publish them.</EmptyState>;
  if (results.loading) return <LoadingState label="Loading results..." />;
  if (!results.data) return <EmptyState title="No results posted for this event yet">Results appear here as soon as the scrutineer posts a round.</EmptyState>;
  if (sheet !== null) return <PostedSkatingSheet eventName={eventName} roundNumber={sheet} results={results.data} />;
  return <Rounds results={results.data} eventName={eventName} highlight={highlight} />;
}

/** A URL naming no event (a typo, an old link): said in words, with the way to the list; nothing to download or print. */
function UnknownEvent({ eventName }: { eventName: string }) {
  return (
    <Container as="article" className="py-3">
      <PageTitle title="Event not found" />
      <EmptyState title={`No event called “${eventName}”`}>
        The link may be mistyped or out of date. <Link to="/results">See all results</Link>.
      </EmptyState>
    </Container>
  );
}

/** Every posted round of one event, printable, with a competitor's rows highlighted. */
export default function ResultDetailsRoute() {
  const { event: eventName = '' } = useParams();
  // The public index (rounds, no couples) says whether the event exists before anything else is offered.
  const index = useEventIndex();
  const [params] = useSearchParams();
  const highlight = params.get('highlight');
  const sheetParam = params.get('sheet');
  const sheet = sheetParam !== null && /^[1-9]\d*$/.test(sheetParam) ? Number(sheetParam) : null;
  if (index.error) return <Container className="py-3"><ErrorState error={index.error} title="Could not load these results" /></Container>;
  if (index.loading) return <Container className="py-3"><LoadingState label="Loading results..." /></Container>;
  if (!index.data?.[eventName]) return <UnknownEvent eventName={eventName} />;
  if (sheet !== null) {
    return (
      <Container as="article" className="py-3">
        <nav className="d-print-none mb-2" aria-label="Results">
          <Link to={`/results/${encodeURIComponent(eventName)}`}>← All rounds of {eventName}</Link>
        </nav>
        <Body eventName={eventName} highlight={null} sheet={sheet} />
      </Container>
    );
  }
  return (
    <Container as="article" className="py-3">
      <nav className="results-no-print d-flex justify-content-between align-items-center mb-2" aria-label="Results">
        <Link to="/results">← All results</Link>
        <span className="d-flex gap-2 align-items-start">
          <ResultsDownloadButton label="Download CSV" download={() => downloadEventResultsCsv(eventName)} />
          <Button variant="outline-secondary" size="sm" onClick={() => window.print()}>Print</Button>
        </span>
      </nav>
      <PageTitle title={eventName} />
      <Body eventName={eventName} highlight={highlight} sheet={null} />
    </Container>
  );
}
