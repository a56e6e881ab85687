// /admin/competitors: find a couple, fix their names, team or number, withdraw them, export lists.
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router-dom';
import { editCouple, withdrawEntry } from '../../../use-cases/entries/entries';
import { couplesOf } from '../../../domain/entries';
import { matchesSearch } from '../../../domain/entries';
import { useEvents } from '../../../data/hooks/competition';
import { useAuth } from '../../../data/auth/use-auth';
import { EmptyState } from '../../../components/empty-state';
import { BackNumberCards } from '../components/back-number-cards';
import { CouplesTable } from '../components/couples-table';
import { DataGate } from '../../../console-kit/components/data-gate';
import { PrintFrame } from '../../../console-kit/components/print-frame';
import { useWrite } from '../../../console-kit/hooks/use-write';
import { competitorsCsv, downloadCsv, entriesCsv } from '../utils/csv-export';

export default function CompetitorsRoute() {
  const id = useId();
  const events = useEvents();
  const [query, setQuery] = useState('');
  const edit = useWrite(editCouple);
  const { user } = useAuth();
  const withdraw = useWrite((eventName: string, entryId: string) => withdrawEntry(eventName, entryId, user?.uid ?? ''));
  const [search] = useSearchParams();

  if (search.get('print') === 'numbers') {
    return (
      <DataGate values={[events]}>
        {() => (
          <PrintFrame title="Back numbers" backTo="/admin/competitors" backLabel="Back to competitors">
            <BackNumberCards rows={couplesOf(events.data ?? {})} />
          </PrintFrame>
        )}
      </DataGate>
    );
  }

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Competitors</h1>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-outline-primary" to="couples">
            Couples and accounts
          </Link>
          <Link className="btn btn-outline-primary" to="import">
            Import entries (CSV)
          </Link>
          <Link className="btn btn-success" to="add-competitor">
            Add a competitor
          </Link>
        </div>
      </div>
      <DataGate values={[events]}>
        {() => {
          const all = couplesOf(events.data ?? {});
          const rows = all.filter((row) => matchesSearch(row, query));
          return (
            <>
              <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
                <Form.Group controlId={`${id}-search`} className="flex-grow-1" style={{ maxWidth: '24rem' }}>
                  <Form.Label>Search competitors</Form.Label>
                  <Form.Control type="search" placeholder="Name, team or number" value={query} onChange={(e) => setQuery(e.target.value)} />
                </Form.Group>
                <Button variant="outline-secondary" onClick={() => downloadCsv('competitors.csv', competitorsCsv(all))}>
                  Export competitors (CSV)
                </Button>
                <Button variant="outline-secondary" onClick={() => downloadCsv('entries.csv', entriesCsv(events.data ?? {}))}>
                  Export entries (CSV)
                </Button>
                <Link className="btn btn-outline-secondary" to="?print=numbers">
                  Back-number cards
                </Link>
              </div>
              <p className="text-muted small" role="status">
                {rows.length} of {all.length} couples
              </p>
              {rows.length === 0 ? (
                <EmptyState title={all.length === 0 ? 'No couples registered yet' : 'No couple matches the search'} />
              ) : (
                <CouplesTable rows={rows} edit={edit} withdraw={withdraw} />
              )}
            </>
          );
        }}
      </DataGate>
    </section>
  );
}
