import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { useFocusWhenShown } from '../../../components/use-focus-when-shown';
import { WhatYouOwe } from './what-you-owe';
import type { RegisteredEntry } from '../../../domain/registration';

export interface RegistrationConfirmationProps {
  entries: readonly RegisteredEntry[];
  adminMode: boolean;
  onAnother: () => void;
}

export function RegistrationConfirmation({ entries, adminMode, onAnother }: RegistrationConfirmationProps) {
  const sorted = [...entries].sort((a, b) => a.eventName.localeCompare(b.eventName));
  const [first] = sorted;
  // The form this replaces had focus (its submit button); the confirmation takes it over.
  const ref = useFocusWhenShown<HTMLDivElement>('shown', true);
  return (
    <Alert ref={ref} tabIndex={-1} variant="success" role="status" aria-labelledby="registration-done">
      <Alert.Heading as="h2" id="registration-done" className="h4">
        {first.entry.leadName} and {first.entry.followName} are registered
      </Alert.Heading>
      <p>{entries.length === 1 ? 'The couple is entered in this event:' : `The couple is entered in these ${entries.length} events:`}</p>
      <ul aria-label="Registered entries">
        {sorted.map(({ eventName, entry }) => (
          <li key={eventName}>
            <strong>{eventName}</strong> — {entry.leadName} &amp; {entry.followName}, {entry.affiliation}
          </li>
        ))}
      </ul>
      {!adminMode && <WhatYouOwe />}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="success" onClick={onAnother}>Register another couple</Button>
        {!adminMode && <Link to="/updateEntries" className="btn btn-outline-success">Change my entries</Link>}
        <Link to="/entries" className="btn btn-outline-success">See all entries</Link>
      </div>
    </Alert>
  );
}
