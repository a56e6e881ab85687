// /register/team: a team captain registers a whole team from one sheet (issue 31).
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { deferredPart } from '../../../components/deferred-part';
import { PageTitle } from '../../../components/page-title';
import { useEvents } from '../../../data/hooks/competition';
import { useRegistrationWindow } from '../../../data/hooks/metadata-fields';

// The sheet, its zod checks, the database SDK and the write pipeline download right after the first view
// (docs/PERFORMANCE.md, "Smaller scripts").
const TeamSheetBody = deferredPart(() => import('../components/team-sheet-body').then((module) => module.TeamSheetBody), {
  loading: 'Loading the team sheet...',
  what: 'the team sheet',
});

export default function TeamSheetRoute() {
  // The sheet's first reads start with the page, while its code downloads.
  useRegistrationWindow();
  useEvents();
  return (
    <Container as="article" className="py-4">
      <p className="mb-2"><Link to="/register">← Register one couple</Link></p>
      <PageTitle title="Register a team" />
      <TeamSheetBody />
    </Container>
  );
}
