// Merging two records of one couple: the likely pairs offered first, any two records by choice; always asked
// once more, with what moves. The domain refuses while a round with the couple is danced or posted.
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { ConfirmButton } from '../../../console-kit/components/confirm-button';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { useWrite } from '../../../console-kit/hooks/use-write';
import { mergeCouples } from '../../../use-cases/people/couple-actions';
import { type Couple, likelyDuplicates } from '../../../domain/people';
import { coupleLabel, sortedCouples } from '../utils/couple-label';

export interface MergeCouplesPanelProps {
  couples: Readonly<Record<string, Couple>>;
  numbers: ReadonlyMap<string, number>;
}

export function MergeCouplesPanel({ couples, numbers }: MergeCouplesPanelProps) {
  const id = useId();
  const [fromId, setFromId] = useState('');
  const [intoId, setIntoId] = useState('');
  const [last, setLast] = useState('');
  const merge = useWrite(mergeCouples);
  const label = (coupleId: string) => (couples[coupleId] ? coupleLabel(couples[coupleId], numbers) : coupleId);
  const run = (from: string, into: string) => {
    setLast(`${label(from)} merged into ${label(into)}.`);
    void merge.run(from, into);
  };
  const pairs = likelyDuplicates(couples);
  const list = sortedCouples(couples);
  const note = (from: string, into: string) => `Entries, round places and marks of ${label(from)} move to ${label(into)}, which keeps its names and number.`;

  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="h5">Merge two records of one couple</h2>
      <WriteFeedback error={merge.error} done={merge.done} doneText={last} onDismiss={merge.clearError} />
      {pairs.length > 0 && (
        <ul aria-label="Likely the same couple" className="list-unstyled">
          {pairs.map(({ from, into }) => (
            <li key={`${from.coupleId}|${into.coupleId}`} className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <span>{label(from.coupleId)} looks like {label(into.coupleId)}</span>
              <ConfirmButton
                label={`Merge ${label(from.coupleId)} into ${label(into.coupleId)}`} text="Merge" confirmLabel="Yes, merge"
                note={note(from.coupleId, into.coupleId)} disabled={merge.pending} onConfirm={() => run(from.coupleId, into.coupleId)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <Form.Group controlId={`${id}-from`}>
          <Form.Label>Record to merge away</Form.Label>
          <Form.Select value={fromId} onChange={(e) => setFromId(e.target.value)}>
            <option value="">Choose a couple</option>
            {list.map((c) => <option key={c.coupleId} value={c.coupleId}>{coupleLabel(c, numbers)}</option>)}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-into`}>
          <Form.Label>Record to keep</Form.Label>
          <Form.Select value={intoId} onChange={(e) => setIntoId(e.target.value)}>
            <option value="">Choose a couple</option>
            {list.map((c) => <option key={c.coupleId} value={c.coupleId}>{coupleLabel(c, numbers)}</option>)}
          </Form.Select>
        </Form.Group>
        <ConfirmButton
          label="Merge the chosen records" size={undefined} confirmLabel="Yes, merge" disabled={merge.pending || fromId === '' || intoId === ''}
          note={fromId && intoId ? note(fromId, intoId) : undefined} onConfirm={() => run(fromId, intoId)}
        />
      </div>
    </section>
  );
}
