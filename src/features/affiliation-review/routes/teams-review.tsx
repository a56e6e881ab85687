// /admin/teams-review (organiser): couples who chose "Other", with the team name they typed. The organiser
// moves each to a team on the list, or accepts the typed name as a new team of this competition (stored in
// the database; the registration picker and the fees then treat it like any team).
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { EmptyState } from '../../../components/empty-state';
import { DataGate } from '../../../console-kit/components/data-gate';
import { useAcceptedTeams } from '../../../data/affiliation-review/accepted-teams';
import { resolveOtherCouple } from '../../../use-cases/affiliation-review/resolve-other-couple';
import { useAuth } from '../../../data/auth/use-auth';
import { useEvents } from '../../../data/hooks/competition';
import { AFFILIATION_OTHER, AFFILIATION_TBA } from '../../../domain/constants';
import { type OtherCouple, type ResolveDecision, allowedAffiliations, otherCouples } from '../../../domain/affiliation-review';
import { OtherCoupleReview } from '../components/other-couple-review';

export default function TeamsReviewRoute() {
  const events = useEvents();
  const accepted = useAcceptedTeams();
  const { user } = useAuth();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const couples = useMemo(() => otherCouples(events.data ?? {}), [events.data]);
  const teams = useMemo(() => allowedAffiliations(accepted.data).filter((t) => t !== AFFILIATION_OTHER && t !== AFFILIATION_TBA), [accepted.data]);

  const resolve = async (couple: OtherCouple, choice: { kind: 'existing'; team: string } | { kind: 'accept'; name: string }) => {
    setBusy(true);
    setStatus(null);
    setProblem(null);
    const decision: ResolveDecision = choice.kind === 'accept' ? { ...choice, acceptedBy: user?.uid ?? '' } : choice;
    try {
      const team = await resolveOtherCouple(couple.entryId, decision);
      setStatus(`${couple.leadName} and ${couple.followName} are now entered for ${team}.`);
    } catch (cause) {
      setProblem(`${couple.leadName} and ${couple.followName}: ${cause instanceof Error ? cause.message : String(cause)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <h1 className="h3">Teams to review</h1>
      <p className="text-secondary">Couples who chose “Other” and the team they typed. Moving a couple changes every one of their entries at once.</p>
      {status && <p role="status" className="text-success">{status}</p>}
      {problem && <Alert variant="danger" role="alert">{problem}</Alert>}
      <DataGate values={[events, accepted]}>
        {() => couples.length === 0
          ? <EmptyState title="No couples to review">Nobody is entered as Other.</EmptyState>
          : (
            <ul className="list-unstyled" aria-label="Couples entered as Other">
              {couples.map((couple) => <OtherCoupleReview key={couple.entryId} couple={couple} teams={teams} busy={busy} onResolve={resolve} />)}
            </ul>
          )}
      </DataGate>
    </section>
  );
}
