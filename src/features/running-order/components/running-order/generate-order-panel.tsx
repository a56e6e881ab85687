// "Generate the running order" (issue 30): the organiser picks what the order must honour, pins heats to
// keep, previews the result (figures, broken constraints, what changes) and applies it in one update, which
// touches only heats not yet started.
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { floorNameOf, type GeneratedOrder, type GenerateOptions, type RunningOrderInput } from '../../../../domain/running-order';
import { useOfficials } from '../../../../data/hooks/officials';
import { applyGeneratedOrder, previewGeneratedOrder } from '../../../../use-cases/running-order/generate-running-order';
import { WriteFeedback } from '../../../../console-kit/components/write-feedback';
import { useThunkWrite } from '../../../../console-kit/hooks/use-thunk-write';
import { toDateTimeInput } from '../../../../console-kit/utils/datetime-input';
import { GeneratedOrderPreview } from './generated-order-preview';
import { optionsOf, type GenerateDraft } from './generate-order-options';

function lunchOf(first: number | undefined): string {
  if (first === undefined) return '';
  const day = new Date(first);
  day.setHours(12, 30, 0, 0);
  return toDateTimeInput(day.getTime());
}

type Preview = { kind: 'order'; order: GeneratedOrder; options: GenerateOptions } | { kind: 'problems'; problems: string[] };

function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return <Form.Check id={id} type="checkbox" label={label} checked={checked} onChange={(e) => onChange(e.target.checked)} />;
}

export function GenerateOrderPanel({ input }: { input: RunningOrderInput }) {
  const officials = useOfficials();
  const judges = useMemo(() => (officials.data ? Object.values(officials.data).filter((o) => o.role === 'Judge').length : undefined), [officials.data]);
  const [draft, setDraft] = useState<GenerateDraft>(() => ({
    styleBlocks: false, levelOrder: false, combineFinals: true, resultsGapMinutes: '5',
    addBreak: false, breakLabel: 'Lunch', breakAt: lunchOf(input.settings.firstHeatStart), breakMinutes: '45', targetEnd: '', pinned: '',
  }));
  const [preview, setPreview] = useState<Preview | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const write = useThunkWrite();
  const set = <K extends keyof GenerateDraft>(field: K) => (value: GenerateDraft[K]) => { setDraft({ ...draft, [field]: value }); setPreview(null); };
  const text = (field: keyof GenerateDraft) => (e: React.ChangeEvent<HTMLInputElement>) => set(field)(e.target.value as never);
  const runPreview = async () => {
    const options = optionsOf(draft, input, judges && judges > 0 ? judges : undefined);
    setInvalid(typeof options === 'string' ? options : null);
    if (typeof options === 'string') return;
    const result = await previewGeneratedOrder(options);
    setPreview(result.ok ? { kind: 'order', order: result, options } : { kind: 'problems', problems: result.problems });
  };
  const apply = async () => {
    if (preview?.kind !== 'order') return;
    await applyGeneratedOrder(preview.order, preview.options);
    setPreview(null);
  };
  const floorName = (floor: string) => floorNameOf(input.settings, floor);
  return (
    <section aria-labelledby="generate-heading" className="mb-3">
      <h3 id="generate-heading" className="h6">Generate the running order</h3>
      <Form aria-label="Generate the running order" onSubmit={(e) => e.preventDefault()}>
        <div className="d-flex flex-wrap gap-3 align-items-end">
          <Check id="generate-style-blocks" label="Style blocks" checked={draft.styleBlocks} onChange={set('styleBlocks')} />
          <Check id="generate-level-order" label="Events in level order" checked={draft.levelOrder} onChange={set('levelOrder')} />
          <Check id="generate-combine-finals" label="Combine small finals" checked={draft.combineFinals} onChange={set('combineFinals')} />
          <Form.Group controlId="generate-results-gap">
            <Form.Label className="small">Minutes for results between rounds</Form.Label>
            <Form.Control size="sm" type="number" value={draft.resultsGapMinutes} onChange={text('resultsGapMinutes')} style={{ width: '6rem' }} />
          </Form.Group>
          <Form.Group controlId="generate-target-end">
            <Form.Label className="small">Target end (optional)</Form.Label>
            <Form.Control size="sm" type="datetime-local" value={draft.targetEnd} onChange={text('targetEnd')} />
          </Form.Group>
          <Form.Group controlId="generate-pinned">
            <Form.Label className="small">Pin heats (numbers kept as they are)</Form.Label>
            <Form.Control size="sm" value={draft.pinned} onChange={text('pinned')} placeholder="e.g. 12, 14" style={{ width: '10rem' }} />
          </Form.Group>
        </div>
        <div className="d-flex flex-wrap gap-3 align-items-end mt-2">
          <Check id="generate-add-break" label="Add a break at a fixed time" checked={draft.addBreak} onChange={set('addBreak')} />
          <Form.Group controlId="generate-break-label">
            <Form.Label className="small">Break name</Form.Label>
            <Form.Control size="sm" value={draft.breakLabel} onChange={text('breakLabel')} disabled={!draft.addBreak} style={{ width: '8rem' }} />
          </Form.Group>
          <Form.Group controlId="generate-break-at">
            <Form.Label className="small">Break starts</Form.Label>
            <Form.Control size="sm" type="datetime-local" value={draft.breakAt} onChange={text('breakAt')} disabled={!draft.addBreak} />
          </Form.Group>
          <Form.Group controlId="generate-break-minutes">
            <Form.Label className="small">Break minutes</Form.Label>
            <Form.Control size="sm" type="number" value={draft.breakMinutes} onChange={text('breakMinutes')} disabled={!draft.addBreak} style={{ width: '6rem' }} />
          </Form.Group>
        </div>
        <div className="d-flex flex-wrap gap-2 mt-2 align-items-center">
          <Button size="sm" variant="outline-primary" disabled={write.pending} onClick={() => void write.run(runPreview)}>Preview the generated order</Button>
          <Button size="sm" variant="primary" disabled={write.pending || preview?.kind !== 'order'} onClick={() => void write.run(apply)}>Apply the generated order</Button>
          {preview?.kind !== 'order' && <span className="small text-muted">Preview first: applying writes what the preview shows.</span>}
        </div>
      </Form>
      {invalid && <p role="alert" className="small text-danger mt-2">{invalid}</p>}
      {preview?.kind === 'problems' && (
        <div role="alert">
          <ul aria-label="Why no order can be generated" className="small text-danger mt-2">
            {preview.problems.map((p) => <li key={p}>{p}</li>)}
          </ul>
        </div>
      )}
      {preview?.kind === 'order' && <GeneratedOrderPreview order={preview.order} floorName={floorName} />}
      <WriteFeedback error={write.error} done={write.done && preview === null && invalid === null} doneText="The generated order is written." onDismiss={write.clearError} />
    </section>
  );
}
