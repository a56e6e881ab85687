import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import type { TeamRowOutcome } from '../../../domain/registration';

/** What happened to each row of the last submit: registered (with its events) or why not. */
export function TeamSheetOutcomes({ outcomes, names }: { outcomes: readonly TeamRowOutcome[]; names: readonly string[] }) {
  const registered = outcomes.filter((row) => row.ok).length;
  const refused = outcomes.length - registered;
  return (
    <Alert variant={refused === 0 ? 'success' : 'warning'} role="status" aria-label="What happened to each couple">
      <p className="mb-2">
        {registered} {registered === 1 ? 'couple' : 'couples'} registered{refused > 0 ? `; ${refused} not registered, still on the sheet below to correct` : ''}.
        {' '}<Link to="/updateEntries" className="alert-link">My entries</Link>
      </p>
      <ul className="mb-0">
        {outcomes.map((row) => (
          <li key={row.index}>
            {names[row.index]}: {row.ok ? `registered in ${row.entries.map((e) => e.eventName).join(', ')}` : `not registered. ${row.message}`}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
