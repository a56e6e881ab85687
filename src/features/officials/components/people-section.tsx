// One list of people (officials or organizers): the table, inline editing, removal and the add form.
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { Official } from '../../../domain/model';
import { useInlineEdit } from '../../../console-kit/hooks/use-inline-edit';
import type { WriteControl } from '../../../console-kit/hooks/use-write';
import { ConfirmButton } from '../../../console-kit/components/confirm-button';
import { PersonForm } from './person-form';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

export interface PeopleSectionProps {
  title: string;
  /** "official" or "organizer", for button names. */
  noun: string;
  people: Record<string, Official>;
  add: WriteControl<[Official]>;
  update: WriteControl<[string, Official]>;
  remove: WriteControl<[string]>;
  /** Shown for judges: opens the tablet access panel. */
  onShowAccess?: (key: string) => void;
  /** What removing this person also changes (the panels a judge sits on), said before confirming. */
  removalNote?: (key: string) => string | undefined;
}

export function PeopleSection({ title, noun, people, add, update, remove, onShowAccess, removalNote }: PeopleSectionProps) {
  const row = useInlineEdit();
  const rows = Object.entries(people).sort(([, a], [, b]) => a.name.localeCompare(b.name));
  return (
    <section aria-label={title} className="mb-4">
      <h2 className="h4">{title}</h2>
      <WriteFeedback error={remove.error} />
      {rows.length === 0 ? (
        <p className="text-muted">No {noun}s yet.</p>
      ) : (
        <Table size="sm" responsive>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, person]) =>
              row.editing === key ? (
                <tr key={key}>
                  <td colSpan={3}>
                    <PersonForm
                      initial={person}
                      submitLabel={`Save ${person.name}`}
                      pending={update.pending}
                      error={update.error}
                      onCancel={row.close}
                      onSubmit={(edited) => row.save(() => update.run(key, edited))}
                    />
                  </td>
                </tr>
              ) : (
                <tr key={key}>
                  <td>{person.name}</td>
                  <td>{person.role}</td>
                  <td className="d-flex flex-wrap gap-1">
                    <Button size="sm" variant="outline-primary" onClick={() => row.open(key)}>
                      Edit {person.name}
                    </Button>
                    {onShowAccess && person.role === 'Judge' && (
                      <Button size="sm" variant="outline-secondary" onClick={() => onShowAccess(key)}>
                        Tablet access for {person.name}
                      </Button>
                    )}
                    <ConfirmButton
                      label={`Remove ${person.name}`}
                      confirmLabel={`Confirm removing ${person.name}`}
                      note={removalNote?.(key)}
                      disabled={remove.pending}
                      onConfirm={() => void remove.run(key)}
                    />
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </Table>
      )}
      <h3 className="h6">Add {noun}</h3>
      <PersonForm submitLabel={`Add ${noun}`} onSubmit={add.run} pending={add.pending} error={add.error} clearOnSuccess />
    </section>
  );
}
