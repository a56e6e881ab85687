// One couple entered as "Other": what they typed, their events, and the organiser's two ways out: a team
// already on the list, or the typed name accepted as a new team. The row leaves the list once resolved.
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { OtherCouple } from '../../../domain/affiliation-review';

export interface OtherCoupleReviewProps {
  couple: OtherCouple;
  /** The teams the couple can be moved to (Other and TBA left out). */
  teams: readonly string[];
  busy: boolean;
  onResolve: (couple: OtherCouple, choice: { kind: 'existing'; team: string } | { kind: 'accept'; name: string }) => void;
}

export function OtherCoupleReview({ couple, teams, busy, onResolve }: OtherCoupleReviewProps) {
  const id = useId();
  const names = `${couple.leadName} and ${couple.followName}`;
  const [team, setTeam] = useState('');
  const [newName, setNewName] = useState(couple.typed);
  return (
    <li className="border rounded p-3 mb-3" aria-label={names}>
      <h2 className="h6 mb-1">{names}</h2>
      <p className="mb-2 small">
        Typed: {couple.typed === '' ? <em>nothing (entered before the team name was asked)</em> : <strong>{couple.typed}</strong>}
        {' · '}Events: {couple.eventNames.join(', ')}
      </p>
      <div className="row g-2 align-items-end">
        <Form.Group className="col-12 col-md-6" controlId={`${id}-team`}>
          <Form.Label>Team for {names}</Form.Label>
          <div className="d-flex gap-2">
            <Form.Select value={team} onChange={(e) => setTeam(e.target.value)}>
              <option value="">Choose a team…</option>
              {teams.map((t) => <option key={t} value={t}>{t}</option>)}
            </Form.Select>
            <Button disabled={busy || team === ''} onClick={() => onResolve(couple, { kind: 'existing', team })}>Set team</Button>
          </div>
        </Form.Group>
        <Form.Group className="col-12 col-md-6" controlId={`${id}-new`}>
          <Form.Label>New team name for {names}</Form.Label>
          <div className="d-flex gap-2">
            <Form.Control value={newName} onChange={(e) => setNewName(e.target.value)} />
            <Button variant="outline-primary" disabled={busy || newName.trim() === ''} onClick={() => onResolve(couple, { kind: 'accept', name: newName })}>Accept as new team</Button>
          </div>
        </Form.Group>
      </div>
    </li>
  );
}
