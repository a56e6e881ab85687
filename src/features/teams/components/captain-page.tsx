// The captain's page once the account may see it (captain-team.tsx decides): the team's couples and their
// entries, the team's heat sheet in running order (printable), what the team and each couple owe and have paid,
// and the members' results. Loaded while sign-in resolves (it cannot show before), not with the route.
import { useMemo } from 'react';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useNow } from '../../../components/use-now';
import { useEvents } from '../../../data/hooks/competition';
import { useDay } from '../../../data/hooks/day';
import { useAccountPayments, usePayments } from '../../../data/money/use-money';
import { useMoneyStatement } from '../../../data/money/use-money-statement';
import { compareEvents } from '../../../domain/events';
import type { CompetitionEvent } from '../../../domain/model';
import { type TeamCouple, teamCouples } from '../../../domain/registration';
import type { TeamEventCouples } from '../../../domain/results';
import { viewForHeatSheet } from '../../../domain/running-order';
import { TeamEventPlacings } from './team-event-placings';
import { TeamHeatSheet } from './team-heat-sheet';
import { TeamMoney } from './team-money';

function TeamCouplesTable({ couples }: { couples: readonly TeamCouple[] }) {
  return (
    <section aria-labelledby="team-couples" className="mb-4 d-print-none">
      <h2 id="team-couples" className="h5">Couples and their entries</h2>
      <Table size="sm" aria-label="The team's couples and their entries">
        <thead><tr><th scope="col">No.</th><th scope="col">Couple</th><th scope="col">Events</th></tr></thead>
        <tbody>
          {couples.map((couple) => (
            <tr key={couple.entryId} aria-label={`${couple.entry.leadName} & ${couple.entry.followName}`}>
              <td>{couple.entry.leadNumber ?? '—'}</td>
              <th scope="row" className="fw-normal">{couple.entry.leadName} &amp; {couple.entry.followName}</th>
              <td>{couple.eventNames.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

/** The team's couples in each event, events in the programme's order, for the results section. */
function resultsByEvent(events: Readonly<Record<string, CompetitionEvent>>, couples: readonly TeamCouple[]): TeamEventCouples[] {
  return Object.values(events).sort(compareEvents).flatMap((event) => {
    const inEvent = couples.filter((c) => c.eventNames.includes(event.eventName)).map((c) => ({
      entryId: c.entryId, leadName: c.entry.leadName, followName: c.entry.followName, ...(c.entry.leadNumber !== undefined ? { leadNumber: c.entry.leadNumber } : {}),
    }));
    return inEvent.length > 0 ? [{ eventName: event.eventName, couples: inEvent }] : [];
  });
}

export default function CaptainPage({ team, uid, organiser }: { team: string; uid: string; organiser: boolean }) {
  const events = useEvents();
  const now = useNow(30_000);
  const day = useDay(now);
  const own = useAccountPayments(organiser ? null : uid);
  const ledger = usePayments(organiser);
  const money = useMoneyStatement(organiser ? ledger : own);
  const couples = useMemo(() => teamCouples(events.data ?? {}, team), [events.data, team]);
  const name = couples[0]?.entry.affiliation ?? team;
  const sheet = useMemo(() => (day.data ? viewForHeatSheet(day.data, { team }) : []), [day.data, team]);
  const error = events.error ?? day.error;
  if (error) return <ErrorState error={error} title="Could not load the team" />;
  if (events.loading || day.loading) return <LoadingState label="Loading the team..." />;
  if (couples.length === 0) {
    return (
      <EmptyState title={`No team called “${team}” has entered this competition`}>
        See <Link to="/entries">the entries</Link> for the teams taking part.
      </EmptyState>
    );
  }
  const moneyError = money.values.find((v) => v.error)?.error;
  return (
    <>
      <PageTitle title={`${name}: captain’s page`} />
      <p className="d-print-none">
        {couples.length} {couples.length === 1 ? 'couple' : 'couples'}. <Link to={`/teams/${encodeURIComponent(name)}`}>The team’s public page</Link>
      </p>
      <TeamCouplesTable couples={couples} />
      <TeamHeatSheet team={name} lines={sheet} showFloor={(day.data?.floors.length ?? 1) > 1} />
      {moneyError ? <ErrorState error={moneyError} title="Could not load what the team owes" />
        : money.values.some((v) => v.loading) ? <LoadingState label="Loading what the team owes..." />
        : <TeamMoney team={name} couples={couples} statement={money.view.statement} schedule={money.view.schedule} />}
      <section aria-labelledby="team-results" className="d-print-none">
        <h2 id="team-results" className="h5">Results</h2>
        {resultsByEvent(events.data ?? {}, couples).map((event) => <TeamEventPlacings key={event.eventName} event={event} team={name} />)}
      </section>
    </>
  );
}
