// The competition's events: their dances (editable), entries and rounds, and removal.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { dancesOf, orderedDances } from '../../../domain/constants';
import type { CompetitionEvent } from '../../../domain/model';
import { useInlineEdit } from '../../../console-kit/hooks/use-inline-edit';
import type { WriteControl } from '../../../console-kit/hooks/use-write';
import { sortEvents } from '../../../console-kit/utils/sort-events';
import { ConfirmButton } from '../../../console-kit/components/confirm-button';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

export interface EventListProps {
  events: Record<string, CompetitionEvent>;
  setDances: WriteControl<[CompetitionEvent, string[]]>;
  remove: WriteControl<[string]>;
}

function DancesEditor({ event, save, onDone }: { event: CompetitionEvent; save: EventListProps['setDances']; onDone: () => void }) {
  const [dances, setDances] = useState(orderedDances(event.dances));
  return (
    <Form
      aria-label={`Dances of ${event.eventName}`}
      onSubmit={async (e) => {
        e.preventDefault();
        if (await save.run(event, dances)) onDone();
      }}
    >
      {dancesOf(event.style).map((dance) => (
        <Form.Check
          inline
          key={dance}
          id={`${event.eventName}-${dance}`}
          label={dance}
          checked={dances.includes(dance)}
          onChange={(e) => setDances(e.target.checked ? [...dances, dance] : dances.filter((d) => d !== dance))}
        />
      ))}
      <WriteFeedback error={save.error} />
      <Button size="sm" type="submit" disabled={save.pending}>
        Save dances
      </Button>{' '}
      <Button size="sm" variant="outline-secondary" onClick={onDone}>
        Cancel
      </Button>
    </Form>
  );
}

export function EventList({ events, setDances, remove }: EventListProps) {
  const row = useInlineEdit();
  const list = sortEvents(events);
  if (list.length === 0) return <p className="text-muted">No events yet: create them above.</p>;
  return (
    <>
      <WriteFeedback error={remove.error} />
      <Table size="sm" responsive aria-label="Events">
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Dances</th>
            <th scope="col">Entries</th>
            <th scope="col">Rounds</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {list.map((event) => (
            <tr key={event.eventName}>
              <th scope="row">{event.eventName}</th>
              <td>
                {row.editing === event.eventName ? (
                  <DancesEditor event={event} save={setDances} onDone={row.close} />
                ) : (
                  orderedDances(event.dances).join(', ')
                )}
              </td>
              <td>{Object.keys(event.entries ?? {}).length}</td>
              <td>{Object.keys(event.rounds ?? {}).length}</td>
              <td className="d-flex flex-wrap gap-1">
                <Button size="sm" variant="outline-primary" onClick={() => row.open(event.eventName)}>
                  Edit dances of {event.eventName}
                </Button>
                <ConfirmButton
                  label={`Remove ${event.eventName}`}
                  confirmLabel={`Confirm removing ${event.eventName} with its entries, marks and results`}
                  disabled={remove.pending}
                  onConfirm={() => void remove.run(event.eventName)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
