// /teams/<team>/captain: the team captain's own page (issue 31): the team's couples and their entries, the team's
// heat sheet in running order (printable), what the team and each couple owe and have paid, and the members'
// results. Opened by an organiser, or by a captain (the team-captain grant) who registered couples for the team;
// it reads only what the rules already let that account read (public events, schedule, fees and results, and the
// account's own payment copies; the whole ledger for an organiser). The page itself (captain-page.tsx) loads
// while sign-in resolves: nothing of it can show before the account is known, and the sign-in takes longer than it.
import { lazy, Suspense, useMemo } from 'react';
import Container from 'react-bootstrap/Container';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../data/auth/use-auth';
import { useRoles } from '../../../data/auth/use-roles';
import { useEvents } from '../../../data/hooks/competition';
import { captainPageRefusal } from '../../../domain/registration';

// Starts loading with the route, beside the sign-in: the guard shows this route only once sign-in has resolved (the
// auth SDK loads on demand too), so the page is in by then. A failed load reaches the route's error boundary,
// which says what to do; the catch only keeps an unused failure (the visitor was sent to sign in) quiet.
const captainPage = import('../components/captain-page');
captainPage.catch(() => {});
const CaptainPage = lazy(() => captainPage);

export default function CaptainTeamRoute() {
  const { team = '' } = useParams();
  const { user } = useAuth();
  const roles = useRoles();
  const events = useEvents();
  const organiser = roles.grants.organiser === true;
  const refusal = useMemo(
    () => (user ? captainPageRefusal(events.data ?? {}, team, { uid: user.uid, teamCaptain: roles.grants.teamCaptain === true, organiser }) : null),
    [events.data, team, user, roles.grants.teamCaptain, organiser],
  );
  let body;
  if (!user || roles.loading || events.loading) body = <LoadingState label="Loading the team..." />;
  else if (events.error) body = <ErrorState error={events.error} title="Could not load the team" />;
  else if (refusal !== null) {
    body = (
      <>
        <PageTitle title={`${team}: captain’s page`} />
        <EmptyState title="Not your team’s page">
          {refusal} <Link to={`/teams/${encodeURIComponent(team)}`}>See the team’s public page</Link>.
        </EmptyState>
      </>
    );
  } else {
    body = (
      <Suspense fallback={<LoadingState label="Loading the team..." />}>
        <CaptainPage team={team} uid={user.uid} organiser={organiser} />
      </Suspense>
    );
  }
  return <Container as="article" className="py-4">{body}</Container>;
}
