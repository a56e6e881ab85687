import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useOnDemand, usePartState } from '../../../components/on-demand';
import { PageTitle } from '../../../components/page-title';
import { useResultsPageShown } from '../../../data/hooks/metadata-fields';
import { useEventResults } from '../../../data/hooks/results';
import { useEventIndex } from '../../../data/hooks/summaries';
import { useOfficials } from '../../../data/hooks/officials';
import type { PostedEventResults, SavedRound } from '../../../domain/rounds';
import { useRoundName } from '../../../data/hooks/rounds';
import { ResultsDownloadButton } from '../components/results-download-button';
import { RoundResults } from '../components/round-results';
import { postedSkatingSheet, roundWorking } from '../utils/results-parts';
import '../../../components/results-tables/results.css';

/**
 * Brings the competitor's first highlighted row into view when they arrive from their heat sheet: once the
 * rounds' tables are in (they load after the first view), so nothing arriving above it moves it away.
 */
function useScrollToHighlight(highlight: string | null, resultsHere: boolean) {
  const working = usePartState(roundWorking);
  const ready = resultsHere && (working.module !== undefined || working.error !== undefined);
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

/** The printable sheet loads when asked for (?sheet=), not with the page. */
function SkatingSheetPart({ eventName, roundNumber, results }: { eventName: string; roundNumber: number; results: PostedEventResults }) {
  const part = useOnDemand(postedSkatingSheet);
  if (part.error) return <ErrorState error={part.error} title="Could not show the skating sheet" onRetry={part.retry} />;
  if (!part.module) return <LoadingState label="Loading the skating sheet..." />;
  return <part.module.PostedSkatingSheet eventName={eventName} roundNumber={roundNumber} results={results} />;
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
  if (sheet !== null) return <SkatingSheetPart eventName={eventName} roundNumber={sheet} results={results.data} />;
  return <Rounds results={results.data} eventName={eventName} highlight={highlight} />;
}

/** A URL naming no event (a typo, an old link): said in words, with the way to the list; nothing to download or print. */
function UnknownEvent({ eventName }: { eventName: string }) {
  return (
    <article className="container py-3">
      <PageTitle title="Event not found" />
      <EmptyState title={`No event called “${eventName}”`}>
        The link may be mistyped or out of date. <Link to="/results">See all results</Link>.
      </EmptyState>
    </article>
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
  if (index.error) return <div className="container py-3"><ErrorState error={index.error} title="Could not load these results" /></div>;
  if (index.loading) return <div className="container py-3"><LoadingState label="Loading results..." /></div>;
  if (!index.data?.[eventName]) return <UnknownEvent eventName={eventName} />;
  if (sheet !== null) {
    return (
      <article className="container py-3">
        <nav className="d-print-none mb-2" aria-label="Results">
          <Link to={`/results/${encodeURIComponent(eventName)}`}>← All rounds of {eventName}</Link>
        </nav>
        <Body eventName={eventName} highlight={null} sheet={sheet} />
      </article>
    );
  }
  return (
    <article className="container py-3">
      <nav className="results-no-print d-flex justify-content-between align-items-center mb-2" aria-label="Results">
        <Link to="/results">← All results</Link>
        <span className="d-flex gap-2 align-items-start">
          <ResultsDownloadButton label="Download CSV" download={(files) => files.downloadEventResultsCsv(eventName)} />
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => window.print()}>Print</button>
        </span>
      </nav>
      <PageTitle title={eventName} />
      <Body eventName={eventName} highlight={highlight} sheet={null} />
    </article>
  );
}
