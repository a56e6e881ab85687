import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import type { CompetitionEvent } from '../../../domain/model';
import { eventWithdrawalClosed } from '../../../domain/registration';
import type { MyCouple } from '../hooks/my-couples';
import { AddEventsForm, type AddEventsProblem } from './add-events-form';
import { WithdrawButton } from './withdraw-button';

export interface CoupleEntriesProps {
  couple: MyCouple;
  events: Readonly<Record<string, CompetitionEvent>>;
  /** While registration is open the couple's events can change; afterwards they are only listed. */
  editable: boolean;
  onWithdraw: (eventName: string) => Promise<void>;
  onAdd: (eventNames: string[]) => Promise<AddEventsProblem | null>;
  /** More about the couple below its events (its dancers' e-mails). */
  children?: ReactNode;
}

export function CoupleEntries({ couple, events, editable, onWithdraw, onAdd, children }: CoupleEntriesProps) {
  const label = `${couple.entry.leadName} & ${couple.entry.followName}`;
  return (
    <Card as="section" aria-label={label} className="mb-3">
      <Card.Header>
        <h2 className="h5 mb-0">{label}</h2>
        <span className="small text-secondary">{couple.entry.affiliation}</span>
        {couple.asDancer && <span className="small text-secondary d-block">You manage this couple as one of its dancers (your verified e-mail).</span>}
      </Card.Header>
      <ListGroup as="ul" variant="flush" aria-label={`Events of ${label}`}>
        {couple.eventNames.map((eventName) => (
          <ListGroup.Item as="li" key={eventName} className="d-flex justify-content-between align-items-center gap-2 flex-wrap">
            <span>{eventName}</span>
            {editable && (
              <WithdrawButton
                eventName={eventName} onWithdraw={() => onWithdraw(eventName)}
                closedReason={events[eventName] ? eventWithdrawalClosed(events[eventName]) : null}
              />
            )}
          </ListGroup.Item>
        ))}
      </ListGroup>
      {(editable || children) && (
        <Card.Body>
          {editable && <AddEventsForm coupleLabel={label} events={events} entered={new Set(couple.eventNames)} onAdd={onAdd} />}
          {children}
        </Card.Body>
      )}
    </Card>
  );
}
