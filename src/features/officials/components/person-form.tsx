// Name, role, bio and photo of an official or organizer. Cleared only after a successful add.
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { OFFICIAL_ROLES, type Official, type OfficialRole } from '../../../domain/model';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

const BLANK: Official = { name: '', role: 'Judge', bio: '', photoURL: '' };

export interface PersonFormProps {
  initial?: Official;
  submitLabel: string;
  onSubmit: (person: Official) => Promise<boolean>;
  onCancel?: () => void;
  pending: boolean;
  error: string | null;
  /** Empty the form after a successful submit (adding); keep it (editing). */
  clearOnSuccess?: boolean;
}

export function PersonForm({ initial = BLANK, submitLabel, onSubmit, onCancel, pending, error, clearOnSuccess = false }: PersonFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<Official>({ ...BLANK, ...initial });
  const [nameMissing, setNameMissing] = useState(false);
  const set = (patch: Partial<Official>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <Form
      aria-label={submitLabel}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!draft.name.trim()) return setNameMissing(true);
        setNameMissing(false);
        if ((await onSubmit(draft)) && clearOnSuccess) setDraft(BLANK);
      }}
    >
      <div className="row g-2">
        <Form.Group className="col-sm-6" controlId={`${id}-name`}>
          <Form.Label>Name</Form.Label>
          <Form.Control value={draft.name} isInvalid={nameMissing} onChange={(e) => set({ name: e.target.value })} />
          <Form.Control.Feedback type="invalid">Enter a name.</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-sm-6" controlId={`${id}-role`}>
          <Form.Label>Role</Form.Label>
          <Form.Select value={draft.role} onChange={(e) => set({ role: e.target.value as OfficialRole })}>
            {OFFICIAL_ROLES.map((role) => (
              <option key={role}>{role}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12" controlId={`${id}-bio`}>
          <Form.Label>Bio</Form.Label>
          <Form.Control as="textarea" rows={2} value={draft.bio ?? ''} onChange={(e) => set({ bio: e.target.value })} />
        </Form.Group>
        <Form.Group className="col-12" controlId={`${id}-photo`}>
          <Form.Label>Photo URL</Form.Label>
          <Form.Control type="url" value={draft.photoURL ?? ''} onChange={(e) => set({ photoURL: e.target.value })} />
        </Form.Group>
      </div>
      <div className="mt-2">
        <WriteFeedback error={error} />
      </div>
      <div className="d-flex gap-2 mt-2">
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
