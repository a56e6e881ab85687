import Alert from 'react-bootstrap/Alert';
import { formatInstant } from '../../../components/format-date';
import type { RegistrationWindow } from '../../../data/hooks/metadata-fields';

/** Instead of the form while registration is closed: when it ran and when it may open. */
export function RegistrationClosed({ dates, now }: { dates: RegistrationWindow; now: number }) {
  const closedAt = dates.dateRegistrationClosed;
  const notYet = dates.dateRegistrationEarly !== undefined && dates.dateRegistrationEarly > now && dates.registrationStatus === 'closed';
  return (
    <Alert variant="secondary" role="status">
      <Alert.Heading as="h2" className="h4">Registration is closed</Alert.Heading>
      {closedAt !== undefined && closedAt <= now && <p className="mb-2">Registration closed on {formatInstant(closedAt)}.</p>}
      {notYet && <p className="mb-2">The early-bird period runs until {formatInstant(dates.dateRegistrationEarly as number)}; the form opens when the organisers open registration.</p>}
      {closedAt === undefined && !notYet && <p className="mb-2">The organisers have closed registration.</p>}
      <ul className="mb-2">
        {dates.dateRegistrationEarly !== undefined && <li>Early-bird deadline: {formatInstant(dates.dateRegistrationEarly)}</li>}
        {dates.dateRegistrationOpen !== undefined && <li>Regular deadline: {formatInstant(dates.dateRegistrationOpen)}</li>}
        {closedAt !== undefined && <li>Registration closes: {formatInstant(closedAt)}</li>}
      </ul>
      <p className="mb-0">For a late entry, write to the organisers from the Contact page.</p>
    </Alert>
  );
}
