// /admin: the day at a glance: rounds by state, what is on the floor and who has not submitted, registrations, consoles.
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { useRoles } from '../../../data/auth/use-roles';
import { useCompetitionMetadata, useEvents } from '../../../data/hooks/competition';
import { registrationCounts } from '../../../domain/entries/registration-counts';
import { RoundState } from '../../../domain/model';
import { roundsInState } from '../../../domain/rounds/rounds-in-state';
import { DataGate } from '../components/data-gate';
import { PendingJudges } from '../components/pending-judges';
import { consolesFor } from '../utils/consoles';
import { roundsByState } from '../utils/rounds-by-state';
import { roundKey, roundLabel } from '../utils/round-labels';

export default function DashboardRoute() {
  const events = useEvents();
  const metadata = useCompetitionMetadata();
  const { hasAnyRole } = useRoles();
  const seesMarks = hasAnyRole(['scrutineer', 'chairman']);
  return (
    <section>
      <h1 className="h3">{metadata.data?.fullName ?? 'Dashboard'}</h1>
      <DataGate values={[events, metadata]}>
        {() => {
          const all = events.data ?? {};
          const running = roundsInState(all, RoundState.Running);
          const next = roundsInState(all, RoundState.Initialized)[0];
          const counts = registrationCounts(all);
          return (
            <div className="row g-3">
              <div className="col-md-6">
                <Card body>
                  <h2 className="h5">On the floor</h2>
                  {running.length === 0 ? (
                    <p className="mb-1">No round is running.</p>
                  ) : seesMarks ? (
                    <ul aria-label="Running rounds" className="list-unstyled mb-1">
                      {running.map((round) => (
                        <PendingJudges key={roundKey(round)} round={round} officials={metadata.data?.officials} />
                      ))}
                    </ul>
                  ) : (
                    <ul aria-label="Running rounds" className="mb-1">
                      {running.map((round) => (
                        <li key={roundKey(round)}>{roundLabel(round)}</li>
                      ))}
                    </ul>
                  )}
                  <p className="mb-0 text-muted">Next up: {next ? roundLabel(next) : 'nothing waiting'}</p>
                </Card>
              </div>
              <div className="col-md-6">
                <Card body>
                  <h2 className="h5">Rounds</h2>
                  <dl aria-label="Rounds by state" className="row mb-0">
                    {roundsByState(all).map(({ state, name, count }) => (
                      <div key={state} className="col-4">
                        <dt className="small text-muted">{name}</dt>
                        <dd className="fs-4">{count}</dd>
                      </div>
                    ))}
                  </dl>
                </Card>
              </div>
              <div className="col-md-6">
                <Card body>
                  <h2 className="h5">Registrations</h2>
                  <p className="mb-0" aria-label="Registrations">
                    {counts.couples} couples, {counts.entries} entries in {counts.events} events
                  </p>
                </Card>
              </div>
              <div className="col-md-6">
                <Card body>
                  <h2 className="h5">Consoles</h2>
                  <ul className="mb-0">
                    {consolesFor(hasAnyRole)
                      .filter((c) => c.path !== '')
                      .map((c) => (
                        <li key={c.path}>
                          <Link to={`/admin/${c.path}`}>{c.label}</Link> <span className="text-muted small">{c.description}</span>
                        </li>
                      ))}
                  </ul>
                </Card>
              </div>
            </div>
          );
        }}
      </DataGate>
    </section>
  );
}
