import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { deferredPart } from '../../../components/deferred-part';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../data/auth/use-auth';
import { useEventsWhen } from '../../../data/hooks/competition';
import { useRegistrationWindow } from '../../../data/hooks/metadata-fields';

// The entries' screens, the database SDK and the write pipeline download right after the first view
// (docs/PERFORMANCE.md, "Smaller scripts").
const MyEntries = deferredPart(() => import('../components/my-entries').then((module) => module.MyEntries), {
  loading: 'Loading your entries...',
  what: 'your entries',
});

/** A registrant's own entries: add events or withdraw while registration is open. */
export default function UpdateEntriesRoute() {
  const { user, loading } = useAuth();
  // The entries' first reads start with the page, while their code downloads.
  useRegistrationWindow();
  useEventsWhen(user !== null);
  return (
    <Container as="article" className="py-4">
      <PageTitle title="My entries" />
      {loading && <LoadingState label="Checking your sign-in..." />}
      {!loading && !user && (
        <EmptyState title="Sign in to see your entries">
          <Link to="/login?next=%2FupdateEntries">Sign in</Link> with the account you registered with.
        </EmptyState>
      )}
      {user && <MyEntries user={user} />}
    </Container>
  );
}
