// The printable skating sheet of one final, for the scrutineer and the chairman to sign: the places,
// every dance's marks with cumulative columns, the summary with the rule 10/11 working, the panel
// (letters with judges' names) and the signature lines. A4 or Letter: the page size follows the choice.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FinalRoundResult } from '../../domain/results';
import { FinalPlacements } from './final-placements';
import { FinalWorking } from './final-working';
import type { SheetJudge } from './sheet-panel';
import './results.css';
import './skating-sheet.css';

export type PaperSize = 'A4' | 'Letter';

export interface SkatingSheetProps {
  eventName: string;
  roundName: string;
  result: FinalRoundResult;
  panel: readonly SheetJudge[];
  /** Printed under the title, e.g. "Posted" or "Not yet posted: computed from the marks". */
  status?: string;
}

const PAGE_CSS: Readonly<Record<PaperSize, string>> = {
  A4: '@page { size: A4 portrait; margin: 12mm; }',
  Letter: '@page { size: letter portrait; margin: 0.5in; }',
};

export function SkatingSheet({ eventName, roundName, result, panel, status }: SkatingSheetProps) {
  const [paper, setPaper] = useState<PaperSize>('A4');
  const title = `Skating sheet: ${eventName}, ${roundName}`;
  return (
    <article aria-label={title} className="skating-sheet">
      <style>{PAGE_CSS[paper]}</style>
      <div className="d-print-none d-flex flex-wrap align-items-end gap-3 mb-3">
        <Form.Group controlId="skating-sheet-paper">
          <Form.Label className="small mb-1">Paper size</Form.Label>
          <Form.Select size="sm" value={paper} onChange={(e) => setPaper(e.target.value === 'Letter' ? 'Letter' : 'A4')}>
            <option value="A4">A4</option>
            <option value="Letter">Letter</option>
          </Form.Select>
        </Form.Group>
        <Button size="sm" onClick={() => window.print()}>Print the skating sheet</Button>
      </div>
      <h1 className="h4">Skating sheet</h1>
      <p className="mb-1"><strong>{eventName}</strong>, {roundName}</p>
      {status && <p className="small text-secondary">{status}</p>}
      <section aria-label="Result">
        <h2 className="h5">Result</h2>
        <FinalPlacements placements={result.placements} highlight={null} />
      </section>
      <FinalWorking roundName={roundName} result={result} highlight={null} />
      <section aria-label="Panel">
        <h2 className="h5">Panel</h2>
        <ul className="list-unstyled mb-0" aria-label="Judges">
          {panel.map((judge) => (
            <li key={judge.label}><strong>{judge.label}</strong> {judge.name}</li>
          ))}
        </ul>
      </section>
      <section aria-label="Signatures" className="skating-signature">
        <div>
          <div className="skating-signature-line" />
          <p className="small">Scrutineer's signature</p>
        </div>
        <div>
          <div className="skating-signature-line" />
          <p className="small">Chairman of Judges' signature</p>
        </div>
      </section>
    </article>
  );
}

