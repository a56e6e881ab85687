import Container from 'react-bootstrap/Container';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useCompetitorList } from '../../../data/hooks/summaries';
import { CompetitorSearch } from '../components/competitor-search';
import { CompetitorTable } from '../components/competitor-table';
import { competitorMatches, competitorRows } from '../hooks/competitor-index';

export default function CompetitorsRoute() {
  // One line per dancer (competitorList), not every event's entries (issue 23 item 2).
  const list = useCompetitorList();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const everyone = useMemo(() => competitorRows(list.data ?? {}), [list.data]);
  const shown = useMemo(() => everyone.filter((c) => competitorMatches(c, query)), [everyone, query]);
  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true });

  return (
    <Container as="article" className="py-4">
      <PageTitle title="Competitors" />
      <CompetitorSearch value={query} onChange={setQuery} />
      {list.error && <ErrorState error={list.error} title="Could not load the competitors" />}
      {!list.error && list.loading && <LoadingState label="Loading competitors..." />}
      {list.data !== undefined && (
        <>
          <p role="status" className="text-secondary small">
            {query ? `${shown.length} of ${everyone.length} competitors` : `${everyone.length} competitors`}
          </p>
          {everyone.length === 0 && <EmptyState title="Nobody has registered yet">Competitors appear here as couples register.</EmptyState>}
          {everyone.length > 0 && shown.length === 0 && (
            <EmptyState title="No matching competitors">Try part of a name, a back number or a team.</EmptyState>
          )}
          {shown.length > 0 && <CompetitorTable competitors={shown} />}
        </>
      )}
    </Container>
  );
}
