// /teams/<team>: a team's couples and their placings by event (issue 31). Public: it reads the public entry lists
// and each event's final places. A name no entry carries says so and links to the entries.
import Container from 'react-bootstrap/Container';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useAllEventEntryLists, useEventIndex } from '../../../data/hooks/summaries';
import { compareEvents } from '../../../domain/events';
import { teamEntries } from '../../../domain/results';
import { TeamEventPlacings } from '../components/team-event-placings';

function Body({ team }: { team: string }) {
  const index = useEventIndex();
  const lists = useAllEventEntryLists(true);
  const error = index.error ?? lists.error;
  if (error) return <ErrorState error={error} title="Could not load the team" />;
  if (index.loading || lists.loading) return <LoadingState label="Loading the team..." />;
  const order = Object.values(index.data ?? {}).sort(compareEvents).map((event) => event.eventName);
  const found = teamEntries(lists.data ?? {}, order, team);
  if (found.name === null) {
    return (
      <>
        <PageTitle title={team} />
        <EmptyState title={`No team called “${team}” has entered this competition`}>
          See <Link to="/entries">the entries</Link> or <Link to="/competitors">the competitors</Link> for the teams taking part.
        </EmptyState>
      </>
    );
  }
  const couples = new Set(found.events.flatMap((event) => event.couples.map((c) => c.entryId)));
  return (
    <>
      <PageTitle title={found.name} />
      <p>{couples.size} {couples.size === 1 ? 'couple' : 'couples'} in {found.events.length} {found.events.length === 1 ? 'event' : 'events'}.</p>
      <h2 className="h5">Placings by event</h2>
      {found.events.map((event) => <TeamEventPlacings key={event.eventName} event={event} team={found.name ?? team} />)}
    </>
  );
}

export default function TeamRoute() {
  const { team = '' } = useParams();
  return (
    <Container as="article" className="py-4">
      <Body team={team} />
    </Container>
  );
}
