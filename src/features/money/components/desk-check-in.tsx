// The desk's check-in for the day (issue 29): find a dancer by name or back number and check them in or take it
// back. Reads the one model of the day, so the deck captain's check-ins show here and these show on deck.
import { useId, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { DataGate } from '../../../console-kit/components/data-gate';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { useThunkWrite } from '../../../console-kit/hooks/use-thunk-write';
import { useNow } from '../../../components/use-now';
import { useAuth } from '../../../data/auth/use-auth';
import { useDancerCheckIns, useDay } from '../../../data/hooks/day';
import type { CompetitionEvent } from '../../../domain/model';
import type { Statement } from '../../../domain/money';
import { deskDancersOf, searchDeskDancers, type DeskDancer } from '../../../domain/running-order';
import { checkInDancer, undoDancerCheckIn } from '../../../use-cases/entries/dancer-check-in';
import { DeskDancerCard } from './desk-dancer-card';

export interface DeskCheckInProps {
  events: Readonly<Record<string, CompetitionEvent>>;
  statement: Statement | null;
  currency: string | null;
}

const MOST_SHOWN = 20;

export function DeskCheckIn({ events, statement, currency }: DeskCheckInProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [saved, setSaved] = useState('');
  const { user } = useAuth();
  const day = useDay(useNow(30_000), { checkIns: true });
  const checkIns = useDancerCheckIns();
  const write = useThunkWrite();
  const dancers = useMemo(
    () => (day.data ? deskDancersOf(day.data, events, checkIns.data ?? {}, statement) : []),
    [day.data, events, checkIns.data, statement],
  );
  const found = searchDeskDancers(dancers, query);
  const act = (dancer: DeskDancer, checkIn: boolean) => {
    setSaved(checkIn ? `Saved: ${dancer.name} is checked in.` : `Saved: ${dancer.name}'s check-in is taken back.`);
    void write.run(() => (checkIn ? checkInDancer(dancer.competitorId, user?.uid) : undoDancerCheckIn(dancer.competitorId)));
  };
  const arrivedCount = dancers.filter((d) => d.arrived).length;
  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="h4">Check dancers in</h2>
      <Form.Group controlId={`${id}-dancer`} className="mb-2" style={{ maxWidth: '28rem' }}>
        <Form.Label>Find a dancer by name or back number</Form.Label>
        <Form.Control type="search" inputMode="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Name or number, e.g. Ana Lee or 101" />
      </Form.Group>
      <DataGate values={[day, checkIns]}>
        {() => (
          <>
            <p className="text-muted small">{arrivedCount} of {dancers.length} dancers are in for the day.</p>
            <WriteFeedback error={write.error} done={write.done} doneText={saved} />
            {query.trim() !== '' && (
              <p role="status" aria-label="Dancers found">
                {found.length === 0 ? `No dancer for “${query.trim()}”.` : `${found.length} ${found.length === 1 ? 'dancer' : 'dancers'} found${found.length > MOST_SHOWN ? `, the first ${MOST_SHOWN} shown: type more of the name` : ''}.`}
              </p>
            )}
            <ul className="list-unstyled" aria-label="Dancers" style={{ maxWidth: '40rem' }}>
              {found.slice(0, MOST_SHOWN).map((dancer) => (
                <DeskDancerCard key={dancer.competitorId} dancer={dancer} currency={currency} pending={write.pending}
                  onCheckIn={(d) => act(d, true)} onUndo={(d) => act(d, false)} />
              ))}
            </ul>
          </>
        )}
      </DataGate>
    </section>
  );
}
