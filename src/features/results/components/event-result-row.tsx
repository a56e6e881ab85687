import { Link } from 'react-router-dom';
import { LoadingState } from '../../../components/loading-state';
import { useFinalResults } from '../../../data/hooks/results';
import { type CompetitionEvent, RoundState } from '../../../domain/model';
import { roundsInOrder } from '../../../domain/event-snapshot';
import { numberText } from '../../../components/results-tables/result-format';

/** The final's winner, read from the small finalResults record only. */
function Winner({ eventName }: { eventName: string }) {
  const final = useFinalResults(eventName);
  if (final.loading) return <LoadingState label="Loading winner..." inline />;
  const first = final.data?.places[0];
  if (!first) return null;
  return (
    <span className="small">
      Winners: {numberText(first.leadNumber)} {first.leadName} &amp; {first.followName}
    </span>
  );
}

export function EventResultRow({ event }: { event: CompetitionEvent }) {
  const rounds = roundsInOrder(event);
  const posted = rounds.filter((round) => round.roundState === RoundState.Posted);
  const final = rounds[rounds.length - 1];
  const finalPosted = final !== undefined && final.roundState === RoundState.Posted;
  const latest = posted[posted.length - 1];
  return (
    <li className="list-group-item d-flex flex-column flex-sm-row justify-content-between gap-1">
      <span>
        {posted.length > 0 ? <Link to={`/results/${encodeURIComponent(event.eventName)}`}>{event.eventName}</Link> : event.eventName}
        <span className="d-block small text-secondary">
          {finalPosted ? 'Final posted' : latest ? `${latest.roundName} posted` : 'No results yet'}
        </span>
      </span>
      {finalPosted && <Winner eventName={event.eventName} />}
    </li>
  );
}
