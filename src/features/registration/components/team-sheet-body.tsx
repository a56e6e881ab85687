// /register/team's content: the registration window, the captain's grant and the team sheet with its checks and writes.
import { useMemo } from 'react';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useNow } from '../../../components/use-now';
import { useAuth } from '../../../data/auth/use-auth';
import { useRoles } from '../../../data/auth/use-roles';
import { useAcceptedTeams } from '../../../data/affiliation-review/accepted-teams';
import { useEvents } from '../../../data/hooks/competition';
import { useRegistrationWindow } from '../../../data/hooks/metadata-fields';
import { allowedAffiliations } from '../../../domain/affiliation-review';
import { registrationOpen } from '../../../domain/registration';
import { RegistrationClosed } from './registration-closed';
import { TeamSheetForm } from './team-sheet-form';

/** /register/team below its heading (loaded after the first view, routes/team-sheet.tsx). */
export function TeamSheetBody() {
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
