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
import { useOfficials } from '../../../data/hooks/officials';
import type { PostedEventResults, SavedRound } from '../../../domain/rounds/posted-results';
import { useRoundName } from '../../../data/hooks/rounds';
import { RoundResults } from '../components/round-results';
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
  return <RoundResults roundName={name.data ?? `Round ${roundNumber}`} saved={saved} highlight={highlight} officials={officials.data} />;
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

function Body({ eventName, highlight }: { eventName: string; highlight: string | null }) {
  const shown = useResultsPageShown();
  const results = useEventResults(shown.data === true ? eventName : null);
  useScrollToHighlight(highlight, results.data !== undefined);
  const error = shown.error ?? results.error;
  if (error) return <ErrorState error={error} title="Could not load these results" />;
  if (shown.loading) return <LoadingState label="Loading results..." />;
  if (shown.data !== true) return <EmptyState title="Results are not published yet">They appear here once the organisers publish them.</EmptyState>;
  if (results.loading) return <LoadingState label="Loading results..." />;
  if (!results.data) return <EmptyState title="No results posted for this event yet">Results appear here as soon as the scrutineer posts a round.</EmptyState>;
  return <Rounds results={results.data} eventName={eventName} highlight={highlight} />;
}

/** Every posted round of one event, printable, with a competitor's rows highlighted. */
export default function ResultDetailsRoute() {
  const { event: eventName = '' } = useParams();
  const [params] = useSearchParams();
  const highlight = params.get('highlight');
  return (
    <Container as="article" className="py-3">
      <nav className="results-no-print d-flex justify-content-between align-items-center mb-2" aria-label="Results">
        <Link to="/results">← All results</Link>
        <Button variant="outline-secondary" size="sm" onClick={() => window.print()}>Print</Button>
      </nav>
      <PageTitle title={eventName} />
      <Body eventName={eventName} highlight={highlight} />
    </Container>
  );
}
