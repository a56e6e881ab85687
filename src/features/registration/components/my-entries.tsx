// /updateEntries' content: the account's couples, what it owes, their day, and adding or withdrawing events.
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { errorText } from '../../../components/error-text';
import { LoadingState } from '../../../components/loading-state';
import { useNow } from '../../../components/use-now';
import type { AuthUser } from '../../../data/auth/auth-user';
import { useRoles } from '../../../data/auth/use-roles';
import { useEvents } from '../../../data/hooks/competition';
import { useRegistrationWindow } from '../../../data/hooks/metadata-fields';
import { registerCouple, withdrawEntry } from '../../../use-cases/registration/register-couple';
import { registrationOpen } from '../../../domain/registration';
import { isIndependentAffiliation } from '../../../domain/money';
import type { AddEventsProblem } from './add-events-form';
import { CoupleEntries } from './couple-entries';
import { checkEligibility, isRefused } from '../../../use-cases/eligibility/check-eligibility';
import { WhatYouOwe } from './what-you-owe';
import { type MyCouple, myCouples } from '../hooks/my-couples';
import { useDancerCouples } from '../../../data/people/dancer-emails';
import { useCouples } from '../../../data/people/use-couples';
import { OwnCoupleEmails } from './own-couple-emails';
import { VerifyEmailPanel } from './verify-email-panel';
import { useDay } from '../../../data/hooks/day';
import { useSchedule } from '../../../data/hooks/running-order';
import { CoupleDay } from './couple-day';
import { useCouplesOnDeck } from '../hooks/couples-on-deck';
import { OnDeckNotifyControl } from '../../../components/next-heat/on-deck-notify-control';

/** A team captain's way to each team's own page (couples, heat sheet, money, results). */
function CaptainLinks({ couples }: { couples: readonly MyCouple[] }) {
  const teams = [...new Set(couples.filter((c) => !c.asDancer && !isIndependentAffiliation(c.entry.affiliation)).map((c) => c.entry.affiliation))].sort();
  if (teams.length === 0) return null;
  return (
    <p>
      Team captain: {teams.map((team, index) => (
        <span key={team}>{index > 0 && ' · '}<Link to={`/teams/${encodeURIComponent(team)}/captain`}>{team}: captain’s page</Link></span>
      ))}
    </p>
  );
}

/** The signed-in account's couples and their events (loaded after the first view, routes/update-entries.tsx). */
export function MyEntries({ user }: { user: AuthUser }) {
  const events = useEvents();
  const dates = useRegistrationWindow();
  const now = useNow();
  // The live pace moves the estimates while nothing is written: a fresh look every 30 s.
  const dayNow = useNow(30_000);
  const day = useDay(dayNow);
  const schedule = useSchedule();
  const [problem, setProblem] = useState<string | null>(null);
  const dancerCouples = useDancerCouples(user);
  const records = useCouples();
  const roles = useRoles();
  const couples = useMemo(
    () => myCouples(events.data ?? {}, user.uid, Object.keys(dancerCouples.data ?? {})),
    [events.data, user.uid, dancerCouples.data],
  );
  const onDeck = useCouplesOnDeck(day.data, schedule.data?.settings, couples);

  const error = events.error ?? dates.error;
  if (error) return <ErrorState error={error} title="Could not load your entries" />;
  // The couples naming a just-verified address join the list when they arrive: no loading screen that
  // would take the verification panel (and its confirmation) away.
  if (events.loading || dates.loading || !dates.data) return <LoadingState label="Loading your entries..." />;
  const open = registrationOpen(dates.data, now);

  const withdraw = (couple: MyCouple) => async (eventName: string) => {
    setProblem(null);
    try {
      await withdrawEntry(eventName, couple.entryId, user.uid);
    } catch (cause) {
      setProblem(`Could not withdraw from ${eventName}: ${errorText(cause)}`);
    }
  };
  const add = (couple: MyCouple) => async (eventNames: string[]): Promise<AddEventsProblem | null> => {
    try {
      const eligibility = await checkEligibility(couple.entry, eventNames, events.data ?? {});
      if (isRefused(eligibility)) return { eventErrors: eligibility.eventErrors };
      await registerCouple({
        couple: { leadName: couple.entry.leadName, followName: couple.entry.followName, affiliation: couple.entry.affiliation },
        eventNames,
        events: events.data ?? {},
        registerer: { kind: 'competitor', uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified, writeRegistrant: false },
        now: Date.now(),
      });
      return null;
    } catch (cause) {
      return errorText(cause);
    }
  };

  return (
    <>
      {!open && (
        <Alert variant="secondary" role="status">
          Registration is closed, so entries can no longer change here. Write to the organisers from the Contact page.
        </Alert>
      )}
      <VerifyEmailPanel />
      {dancerCouples.error && (
        <Alert variant="warning" role="alert">Could not look for the couples that name your e-mail: {errorText(dancerCouples.error)}</Alert>
      )}
      {roles.grants.teamCaptain === true && <CaptainLinks couples={couples} />}
      <WhatYouOwe />
      {onDeck.dancing && <OnDeckNotifyControl alerts={onDeck.alerts} />}
      {problem && <Alert variant="danger" role="alert" dismissible onClose={() => setProblem(null)}>{problem}</Alert>}
      {couples.length === 0 ? (
        <EmptyState title="You have not registered any couples">
          {open ? <Link to="/register">Register a couple</Link> : 'Registration is closed.'}
        </EmptyState>
      ) : (
        couples.map((couple) => (
          <CoupleEntries
            key={couple.entryId}
            couple={couple}
            events={events.data ?? {}}
            editable={open}
            onWithdraw={withdraw(couple)}
            onAdd={add(couple)}
            defaultOpen={couples.length === 1}
            summary={onDeck.lineOf(couple.entryId)}
            day={day.data && <CoupleDay day={day.data} settings={schedule.data?.settings} couple={couple} />}
          >
            {records.data?.[couple.entryId]?.ownerUid === user.uid && (
              <OwnCoupleEmails coupleId={couple.entryId} leadName={couple.entry.leadName} followName={couple.entry.followName} />
            )}
          </CoupleEntries>
        ))
      )}
      {open && couples.length > 0 && <p><Link to="/register">Register another couple</Link></p>}
    </>
  );
}
