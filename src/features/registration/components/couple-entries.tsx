import { type ReactNode, useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
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
  /** Shown open at first (one couple); with many couples each starts closed, so the page stays short. */
  defaultOpen?: boolean;
  /** Always shown, also while closed: the couple's next heat. */
  summary?: ReactNode;
  /** The couple's day (heats, calendar), first thing when open. */
  day?: ReactNode;
  /** More about the couple below its events (its dancers' e-mails). */
  children?: ReactNode;
}

/** One couple on My entries: its name, number and next heat; opened, its heats, events and what can change. */
export function CoupleEntries({ couple, events, editable, onWithdraw, onAdd, defaultOpen = false, summary, day, children }: CoupleEntriesProps) {
  const label = `${couple.entry.leadName} & ${couple.entry.followName}`;
  const [open, setOpen] = useState(defaultOpen);
  const [adding, setAdding] = useState(false);
  const bodyId = useId();
  return (
    <Card as="section" aria-label={label} className="mb-3">
      <Card.Header>
        <div className="d-flex justify-content-between align-items-start gap-2">
          <div>
            <h2 className="h5 mb-0">
              {label}
              {couple.entry.leadNumber !== undefined && <> <Badge bg="dark">No. {couple.entry.leadNumber}</Badge></>}
            </h2>
            <span className="small text-secondary">{couple.entry.affiliation}</span>
          </div>
          <Button
            size="sm" variant="outline-dark" className="text-nowrap"
            aria-expanded={open} aria-controls={bodyId} aria-label={`Heats and events of ${label}`}
            onClick={() => setOpen((was) => !was)}
          >
            <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>Heats and events
          </Button>
        </div>
        {summary}
        {couple.asDancer && <span className="small text-secondary d-block">You manage this couple as one of its dancers (your verified e-mail).</span>}
      </Card.Header>
      <div id={bodyId} hidden={!open}>
        {open && (
          <>
            {day && <Card.Body className="pb-0">{day}</Card.Body>}
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
                {editable && (adding
                  ? <AddEventsForm coupleLabel={label} events={events} entered={new Set(couple.eventNames)} onAdd={onAdd} />
                  : (
                    <Button size="sm" variant="outline-secondary" className="mb-2" aria-label={`Add events for ${label}`} onClick={() => setAdding(true)}>
                      Add events
                    </Button>
                  ))}
                {children}
              </Card.Body>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
