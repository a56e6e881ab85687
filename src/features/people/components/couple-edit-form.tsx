// Names, affiliation and back number of one couple, applied to every event they are entered in.
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { CoupleEdit } from '../../../domain/entries';
import { AFFILIATIONS } from '../../../domain/constants';
import type { Entry } from '../../../domain/model';
import { fromNumberInput } from '../../../console-kit/utils/datetime-input';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

export interface CoupleEditFormProps {
  entry: Entry;
  onSave: (edit: CoupleEdit) => Promise<boolean>;
  onCancel: () => void;
  pending: boolean;
  error: string | null;
}

export function CoupleEditForm({ entry, onSave, onCancel, pending, error }: CoupleEditFormProps) {
  const id = useId();
  const [draft, setDraft] = useState({
    leadName: entry.leadName,
    followName: entry.followName,
    affiliation: entry.affiliation,
    leadNumber: entry.leadNumber === undefined ? '' : String(entry.leadNumber),
  });
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Form
      aria-label={`Edit ${entry.leadName} and ${entry.followName}`}
      onSubmit={(e) => {
        e.preventDefault();
        void onSave({ ...draft, leadNumber: fromNumberInput(draft.leadNumber) });
      }}
    >
      <div className="row g-2">
        <Form.Group className="col-sm-6 col-lg-3" controlId={`${id}-lead`}>
          <Form.Label>Lead</Form.Label>
          <Form.Control value={draft.leadName} onChange={(e) => set({ leadName: e.target.value })} />
        </Form.Group>
        <Form.Group className="col-sm-6 col-lg-3" controlId={`${id}-follow`}>
          <Form.Label>Follow</Form.Label>
          <Form.Control value={draft.followName} onChange={(e) => set({ followName: e.target.value })} />
        </Form.Group>
        <Form.Group className="col-sm-8 col-lg-4" controlId={`${id}-affiliation`}>
          <Form.Label>Affiliation</Form.Label>
          <Form.Control list={`${id}-teams`} value={draft.affiliation} onChange={(e) => set({ affiliation: e.target.value })} />
          <datalist id={`${id}-teams`}>
            {AFFILIATIONS.map((team) => (
              <option key={team} value={team} />
            ))}
          </datalist>
        </Form.Group>
        <Form.Group className="col-sm-4 col-lg-2" controlId={`${id}-number`}>
          <Form.Label>Back number</Form.Label>
          <Form.Control type="number" min={0} max={9999} value={draft.leadNumber} onChange={(e) => set({ leadNumber: e.target.value })} />
        </Form.Group>
      </div>
      <div className="mt-2">
        <WriteFeedback error={error} />
      </div>
      <div className="d-flex gap-2">
        <Button size="sm" type="submit" disabled={pending}>
          Save couple
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
