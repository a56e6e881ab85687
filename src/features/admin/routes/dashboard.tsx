// /admin: the day at a glance: rounds by state, what is on the floor and who has not submitted, registrations, consoles.
import { Link } from 'react-router-dom';
import { useRoles } from '../../../data/auth/use-roles';
import { useNow } from '../../../components/use-now';
import { useDay } from '../../../data/hooks/day';
import { useCompetitionMetadata, useEvents } from '../../../data/hooks/competition';
import { registrationCounts } from '../../../domain/entries';
import { RoundState } from '../../../domain/model';
import { heatLineOf, roundsInState } from '../../../domain/running-order';
import { DashboardCard } from '../components/dashboard-card';
import { DataGate } from '../../../console-kit/components/data-gate';
import { FloorSummary } from '../components/floor-summary';
import { consolesFor } from '../utils/consoles';
import { roundsByState } from '../utils/rounds-by-state';

export default function DashboardRoute() {
  const events = useEvents();
  const metadata = useCompetitionMetadata();
  const { hasAnyRole } = useRoles();
  const now = useNow(15_000);
  const day = useDay(now);
  return (
    <section>
      <h1 className="h3">{metadata.data?.fullName ?? 'Dashboard'}</h1>
      <DataGate values={[events, metadata]}>
        {() => {
          const all = events.data ?? {};
          const counts = registrationCounts(all);
          // Once there is a running order, the floor is the day model's one answer (the heat, not a round's state).
          const heats = day.data && day.data.heats.length > 0
            ? { onTheFloor: day.data.onTheFloor ? heatLineOf(day.data.onTheFloor) : null, onDeck: day.data.onDeck ? heatLineOf(day.data.onDeck) : null }
            : undefined;
          return (
            <div className="row g-3">
              <DashboardCard title="On the floor">
                <FloorSummary
                  running={roundsInState(all, RoundState.Running)}
                  next={roundsInState(all, RoundState.Initialized)[0]}
                  {...(heats ? { heats } : {})}
                  officials={metadata.data?.officials}
                  seesMarks={hasAnyRole(['scrutineer', 'chairman'])}
                />
              </DashboardCard>
              <DashboardCard title="Rounds">
                <dl aria-label="Rounds by state" className="row mb-0">
                  {roundsByState(all).map(({ state, name, count }) => (
                    <div key={state} className="col-4">
                      <dt className="small text-muted">{name}</dt>
                      <dd className="fs-4">{count}</dd>
                    </div>
                  ))}
                </dl>
              </DashboardCard>
              <DashboardCard title="Registrations">
                <p className="mb-0" aria-label="Registrations">
                  {counts.couples} couples, {counts.entries} entries in {counts.events} events
                </p>
              </DashboardCard>
              <DashboardCard title="Consoles">
                <ul className="mb-0">
                  {consolesFor(hasAnyRole)
                    .filter((c) => c.path !== '')
                    .map((c) => (
                      <li key={c.path}>
                        <Link to={`/admin/${c.path}`}>{c.label}</Link> <span className="text-muted small">{c.description}</span>
                      </li>
                    ))}
                </ul>
              </DashboardCard>
            </div>
          );
        }}
      </DataGate>
    </section>
  );
}
