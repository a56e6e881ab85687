import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { deferredPart } from '../../../components/deferred-part';
import { PageTitle } from '../../../components/page-title';
import { useEvents } from '../../../data/hooks/competition';
import { useRegistrationWindow } from '../../../data/hooks/metadata-fields';

// The form, its zod checks, the database SDK and the write pipeline download right after the first view
// (docs/PERFORMANCE.md, "Smaller scripts"); until then the page says the registration is loading, as it does
// while the dates and events are read.
const RegisterBody = deferredPart(() => import('../components/register-body').then((module) => module.RegisterBody), {
  loading: 'Loading registration...',
  what: 'the registration form',
});

export default function RegisterRoute() {
  // The form's first reads start with the page, while its code downloads.
  useRegistrationWindow();
  useEvents();
  return (
    <Container as="article" className="py-4">
      <p className="mb-2"><Link to="/">← Competitor Info</Link></p>
      <PageTitle title="Register" />
      <RegisterBody />
    </Container>
  );
}
