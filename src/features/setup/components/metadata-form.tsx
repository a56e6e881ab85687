// The competition's metadata: name, colour, days, registration dates, socials, switches. Prices are set in
// one place only, the fee schedule (issue 31).
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { type MetadataDraft, metadataProblem } from '../../../domain/setup';
import type { RegistrationStatus } from '../../../domain/model';
import { fromDateTimeInput, toDateTimeInput } from '../../../console-kit/utils/datetime-input';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

const DATE_LABELS = {
  dateRegistrationEarly: 'Early registration opens',
  dateRegistrationOpen: 'Regular registration opens',
  dateRegistrationClosed: 'Registration closes',
} as const;
const SOCIAL_LABELS = { website: 'Website', facebook: 'Facebook page', instagram: 'Instagram handle' } as const;

export interface MetadataFormProps {
  initial: MetadataDraft;
  onSave: (draft: MetadataDraft) => Promise<boolean>;
  pending: boolean;
  error: string | null;
  done: boolean;
}

export function MetadataForm({ initial, onSave, pending, error, done }: MetadataFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<MetadataDraft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <Form
      aria-label="Competition details"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = metadataProblem(draft);
        setProblem(found);
        if (!found) void onSave(draft);
      }}
    >
      <div className="row g-2">
        <Form.Group className="col-md-8" controlId={`${id}-name`}>
          <Form.Label>Competition name</Form.Label>
          <Form.Control value={draft.fullName} onChange={(e) => set({ fullName: e.target.value })} />
        </Form.Group>
        <Form.Group className="col-md-4" controlId={`${id}-colour`}>
          <Form.Label>Primary colour</Form.Label>
          <Form.Control type="color" value={draft.primaryColor} onChange={(e) => set({ primaryColor: e.target.value })} />
        </Form.Group>
        <Form.Group className="col-sm-6" controlId={`${id}-start`}>
          <Form.Label>First day</Form.Label>
          <Form.Control type="date" value={draft.startDate} onChange={(e) => set({ startDate: e.target.value })} />
        </Form.Group>
        <Form.Group className="col-sm-6" controlId={`${id}-end`}>
          <Form.Label>Last day</Form.Label>
          <Form.Control type="date" value={draft.endDate} onChange={(e) => set({ endDate: e.target.value })} />
        </Form.Group>
      </div>

      <fieldset className="mt-3">
        <legend className="h6">Registration</legend>
        <div className="row g-2">
          {(Object.keys(DATE_LABELS) as (keyof typeof DATE_LABELS)[]).map((name) => (
            <Form.Group className="col-md-4" controlId={`${id}-${name}`} key={name}>
              <Form.Label>{DATE_LABELS[name]}</Form.Label>
              <div className="d-flex gap-1">
                <Form.Control
                  type="datetime-local"
                  value={toDateTimeInput(draft[name])}
                  onChange={(e) => set({ [name]: fromDateTimeInput(e.target.value) })}
                />
                <Button variant="outline-secondary" size="sm" aria-label={`Clear ${DATE_LABELS[name]}`} onClick={() => set({ [name]: null })}>
                  Clear
                </Button>
              </div>
            </Form.Group>
          ))}
          <Form.Group className="col-md-4" controlId={`${id}-status`}>
            <Form.Label>Registration status</Form.Label>
            <Form.Select value={draft.registrationStatus} onChange={(e) => set({ registrationStatus: e.target.value as RegistrationStatus })}>
              <option value="auto">Follow the dates</option>
              <option value="open">Open now</option>
              <option value="closed">Closed now</option>
            </Form.Select>
          </Form.Group>
        </div>
        <p className="form-text mb-0">Prices are set under Fees below, the one place that sets them.</p>
      </fieldset>

      <fieldset className="mt-3">
        <legend className="h6">Socials</legend>
        <div className="row g-2">
          {(Object.keys(SOCIAL_LABELS) as (keyof typeof SOCIAL_LABELS)[]).map((name) => (
            <Form.Group className="col-md-4" controlId={`${id}-${name}`} key={name}>
              <Form.Label>{SOCIAL_LABELS[name]}</Form.Label>
              <Form.Control value={draft.socials[name]} onChange={(e) => set({ socials: { ...draft.socials, [name]: e.target.value } })} />
            </Form.Group>
          ))}
        </div>
      </fieldset>

      <Form.Check
        className="mt-3"
        type="switch"
        role="switch"
        id={`${id}-results`}
        label="Show the results page to the public"
        checked={draft.resultsPageShown}
        onChange={(e) => set({ resultsPageShown: e.target.checked })}
      />
      <div className="mt-2">
        <WriteFeedback error={problem ?? error} done={done && !problem} doneText="Competition details saved." />
      </div>
      <Button type="submit" disabled={pending}>
        Save competition details
      </Button>
    </Form>
  );
}
