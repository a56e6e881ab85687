import Container from 'react-bootstrap/Container';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useEventSettings } from '../../../data/hooks/competition';
import { useRoundResults } from '../../../data/hooks/results';
import { useOfficials } from '../../../data/hooks/officials';
import { useRound } from '../../../data/hooks/rounds';
import { RoundState } from '../../../domain/model';
import { PostedResult } from '../components/posted-result';
import { RoundCouples } from '../components/round-couples';
import '../components/live.css';

const STATE_TEXT: Record<RoundState, string> = {
  [RoundState.Empty]: 'Couples not drawn yet',
  [RoundState.Initialized]: 'Up next',
  [RoundState.Running]: 'On the floor',
  [RoundState.Skipped]: 'Skipped',
  [RoundState.Marked]: 'Being scored',
  [RoundState.Posted]: 'Results',
};

function Body({ eventName, roundNumber }: { eventName: string; roundNumber: number }) {
  // Only this round (not its event's entries), and its results from the start, so a posting shows the moment it is saved.
  const roundValue = useRound(eventName, roundNumber);
  const results = useRoundResults(eventName, roundNumber);
  const officials = useOfficials();
  const round = roundValue.data;
  const error = roundValue.error ?? results.error;
  if (error) return <ErrorState error={error} title="The live view lost its data" />;
  if (roundValue.loading) return <LoadingState label="Loading the round..." />;
  if (!round) {
    return <EmptyState title="This round does not exist">It may have been removed or renumbered. <Link to="/live">Back to the live schedule</Link></EmptyState>;
  }
  return (
    <>
      <PageTitle title={`${eventName} — ${round.roundName}`} />
      <p className="live-panel-title">{STATE_TEXT[round.roundState]}</p>
      {results.data ? (
        <PostedResult saved={results.data} roundName={round.roundName} officials={officials.data} />
      ) : round.entries && Object.keys(round.entries).length > 0 ? (
        <RoundCouples entries={round.entries} />
      ) : (
        <p className="text-secondary">The couples for this round are not drawn yet.</p>
      )}
    </>
  );
}

/** One round on the projector: its couples, then its recalls or placements as soon as they are posted. */
export default function LiveRoundRoute() {
  const { eventKey = '', roundNumber = '' } = useParams();
  const settings = useEventSettings();
  const number = Number(roundNumber);
  return (
    <div className="live-screen" data-bs-theme="dark">
      <Container fluid className="py-3 px-4" key={String(settings.data?.liveScrollRefreshIndex ?? 0)}>
        <p className="small mb-2"><Link to="/live" className="link-light">← Live schedule</Link></p>
        {Number.isInteger(number) && number > 0 ? (
          <Body eventName={eventKey} roundNumber={number} />
        ) : (
          <EmptyState title="This round does not exist">Round numbers start at 1.</EmptyState>
        )}
      </Container>
    </div>
  );
}
