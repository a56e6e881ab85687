// /admin/competitors/add-competitor: the registration form in organiser mode (no account, no consents;
// a late couple also goes onto a first round that has not started).
import { Link } from 'react-router-dom';
import { RegistrationForm } from '../../features/registration/components/registration-form';

export default function AddCompetitorRoute() {
  return (
    <section>
      <p className="mb-2">
        <Link to="/admin/competitors">← Competitors</Link>
      </p>
      <h1 className="h3">Add a competitor</h1>
      <p className="text-muted">Registration dates do not apply here; duplicates are still refused.</p>
      <RegistrationForm adminMode />
    </section>
  );
}
