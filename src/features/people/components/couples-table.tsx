// Every couple: number, names, affiliation, their events (each withdrawable) and an inline editor.
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { CoupleEdit } from '../../../domain/entries';
import type { CoupleRow } from '../../../domain/entries';
import { useInlineEdit } from '../../../console-kit/hooks/use-inline-edit';
import type { WriteControl } from '../../../console-kit/hooks/use-write';
import { ConfirmButton } from '../../../console-kit/components/confirm-button';
import { CoupleEditForm } from './couple-edit-form';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

export interface CouplesTableProps {
  rows: CoupleRow[];
  edit: WriteControl<[string, CoupleEdit]>;
  withdraw: WriteControl<[string, string]>;
}

export function CouplesTable({ rows, edit, withdraw }: CouplesTableProps) {
  const row = useInlineEdit();
  return (
    <>
      <WriteFeedback error={withdraw.error} />
      <Table size="sm" responsive aria-label="Competitors" className="align-middle">
        <thead>
          <tr>
            <th scope="col">No.</th>
            <th scope="col">Couple</th>
            <th scope="col">Affiliation</th>
            <th scope="col">Events</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entryId, entry, events }) => {
            const couple = `${entry.leadName} and ${entry.followName}`;
            if (row.editing === entryId) {
              return (
                <tr key={entryId}>
                  <td colSpan={5}>
                    <CoupleEditForm
                      entry={entry}
                      pending={edit.pending}
                      error={edit.error}
                      onCancel={row.close}
                      onSave={(changes) => row.save(() => edit.run(entryId, changes))}
                    />
                  </td>
                </tr>
              );
            }
            return (
              <tr key={entryId} aria-label={couple}>
                <td>{entry.leadNumber ?? '—'}</td>
                <th scope="row">
                  {entry.leadName}
                  <div className="fw-normal">{entry.followName}</div>
                </th>
                <td>{entry.affiliation}</td>
                <td>
                  <ul className="list-unstyled mb-0">
                    {events.map((eventName) => (
                      <li key={eventName} className="d-flex align-items-center gap-2 mb-1">
                        <span>{eventName}</span>
                        <ConfirmButton
                          label={`Withdraw from ${eventName}`}
                          confirmLabel={`Confirm withdrawing ${couple} from ${eventName}`}
                          disabled={withdraw.pending}
                          onConfirm={() => void withdraw.run(eventName, entryId)}
                        />
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  <Button size="sm" variant="outline-primary" aria-label={`Edit ${couple}`} onClick={() => row.open(entryId)}>
                    Edit
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}
