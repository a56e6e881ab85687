// A bulk change of rounds shown before it is written (issue 29): the rounds and heats that change, and the
// rounds kept with why. A kept round is re-planned only when the organiser ticks it (never one that started).
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { KeptRound, RoundsPlan } from '../../domain/running-order';

export interface RoundsPlanPreviewProps {
  title: string;
  plan: RoundsPlan;
  /** Kept rounds that cannot be ticked, with why. */
  locked: Readonly<Record<string, string>>;
  /** Kept rounds the organiser ticked to re-plan anyway. */
  included: ReadonlySet<string>;
  /** Kept rounds the organiser ticked: listed (ticked) even when the plan now re-plans them. */
  ticked?: readonly KeptRound[];
  onToggle?: (roundKey: string, on: boolean) => void;
  onWrite: () => void;
  onCancel: () => void;
  pending: boolean;
}

const keyOf = (round: { eventName: string; roundNumber: number }) => `${round.eventName}-R${round.roundNumber}`;

export function RoundsPlanPreview({ title, plan, locked, included, ticked = [], onToggle, onWrite, onCancel, pending }: RoundsPlanPreviewProps) {
  const id = useId();
  const keptKeys = new Set(plan.kept.map(keyOf));
  const listed = [...plan.kept, ...ticked.filter((round) => !keptKeys.has(keyOf(round)))];
  const empty = plan.rounds.length === 0 && plan.heats.length === 0;
  return (
    <section aria-labelledby={`${id}-title`} className="border rounded p-2 mb-3">
      <h2 id={`${id}-title`} className="h6">{title}</h2>
      <h3 className="h6 small mt-2">Rounds that will change</h3>
      {plan.rounds.length === 0 ? (
        <p className="small text-muted">No round changes.</p>
      ) : (
        <ul aria-label="Rounds that will change" className="small">
          {plan.rounds.map((round) => <li key={`${round.eventName}-${round.roundNumber}-${round.change}`}>{round.message}</li>)}
        </ul>
      )}
      {plan.heats.length > 0 && (
        <ul aria-label="Heats that will change" className="small">
          {plan.heats.map((heat) => <li key={`${heat.slotKey}-${heat.change}`}>{heat.message}</li>)}
        </ul>
      )}
      {listed.length > 0 && (
        <>
          <h3 className="h6 small mt-2">Rounds kept as they are</h3>
          <ul aria-label="Rounds kept" className="small list-unstyled">
            {listed.map((kept) => {
              const key = keyOf(kept);
              const lockedWhy = locked[key];
              return (
                <li key={key}>
                  <span>{keptKeys.has(key) ? kept.message : `${kept.eventName} ${kept.roundName}: ticked to be re-planned.`}</span>
                  {onToggle && (
                    <Form.Check
                      id={`${id}-${key}`}
                      label={`Re-plan ${kept.eventName} ${kept.roundName} anyway`}
                      checked={included.has(key)}
                      disabled={pending || lockedWhy !== undefined}
                      onChange={(e) => onToggle(key, e.target.checked)}
                    />
                  )}
                  {lockedWhy && <span className="text-muted ms-1">{lockedWhy}</span>}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {plan.kept.length > 0 && included.size === 0 && (
        <p className="small">Events with a kept round are left alone unless you tick every kept round of the event.</p>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Button variant="success" size="sm" disabled={pending || empty} onClick={onWrite}>
          Write these changes
        </Button>
        <Button variant="outline-secondary" size="sm" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
        {empty && <span className="small text-muted">Nothing would change, so there is nothing to write.</span>}
      </div>
    </section>
  );
}
