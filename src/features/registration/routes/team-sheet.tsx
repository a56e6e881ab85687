// /register/team: a team captain registers a whole team from one sheet (issue 31).
import { useMemo } from 'react';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useNow } from '../../../components/use-now';
import { useAuth } from '../../../data/auth/use-auth';
import { useRoles } from '../../../data/auth/use-roles';
import { useAcceptedTeams } from '../../../data/affiliation-review/accepted-teams';
import { useEvents } from '../../../data/hooks/competition';
import { useRegistrationWindow } from '../../../data/hooks/metadata-fields';
import { allowedAffiliations } from '../../../domain/affiliation-review';
import { registrationOpen } from '../../../domain/registration';
import { RegistrationClosed } from '../components/registration-closed';
import { TeamSheetForm } from '../components/team-sheet-form';

function Body() {
  const { user } = useAuth();
  const roles = useRoles();
  const events = useEvents();
  const dates = useRegistrationWindow();
  const accepted = useAcceptedTeams();
  const teams = useMemo(() => allowedAffiliations(accepted.data), [accepted.data]);
  const now = useNow();
  const error = events.error ?? dates.error;
  if (error) return <ErrorState error={error} title="Could not load the team sheet" />;
  if (!user || events.loading || dates.loading || !dates.data || roles.loading) return <LoadingState label="Loading the team sheet..." />;
  if (!registrationOpen(dates.data, now)) return <RegistrationClosed dates={dates.data} now={now} />;
  return (
    <>
      {roles.grants.teamCaptain !== true && (
        <p className="small">
          Without the organiser&apos;s team captain grant this account registers a limited number of couples; rows beyond it are refused.
        </p>
      )}
      <TeamSheetForm events={events.data ?? {}} teams={teams} user={user} />
    </>
  );
}

export default function TeamSheetRoute() {
  return (
    <Container as="article" className="py-4">
      <p className="mb-2"><Link to="/register">← Register one couple</Link></p>
      <PageTitle title="Register a team" />
      <Body />
    </Container>
  );
}
