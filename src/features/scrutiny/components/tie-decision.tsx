// The chairman's decision on a tie at the recall cut: exactly the cuts the tally offers, one button
// each, posting the round with the chosen cut, the chairman's name (printed on the public results)
// and the time of the decision.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ChairmanChoice } from '../../../domain/results';
import type { RecallOption } from '../../../domain/scoring';

export interface TieDecisionProps {
  requested: number;
  options: readonly RecallOption[];
  coupleLabel: (entryId: string) => string;
  /** The Chairman of Judges on the officials list, to start the name field with. */
  chairmanName: string;
  onChoose: (choice: ChairmanChoice) => void;
  /** Posting needs the round Marked; until then the options are shown but not offered. */
  canPost: boolean;
  pending: boolean;
}

const couples = (n: number) => `${n} ${n === 1 ? 'couple' : 'couples'}`;

export function TieDecision({ requested, options, coupleLabel, chairmanName, onChoose, canPost, pending }: TieDecisionProps) {
  const [name, setName] = useState(chairmanName);
  const named = name.trim() !== '';
  return (
    <section aria-label="Decide the recall tie" className="border border-warning rounded p-3 mb-3">
      <h3 className="h5">Tie at the cut: {couples(requested)} asked for</h3>
      <p>
        No number of marks recalls exactly {couples(requested)}. The Chairman of Judges chooses {options.length === 1 ? 'the only cut the marks allow' : 'one of the cuts the marks allow'}:
      </p>
      {!canPost && <p className="text-muted">The round can be posted once every judge has submitted and it is marked complete.</p>}
      <Form.Group className="mb-3" controlId="chairman-name" style={{ maxWidth: '24rem' }}>
        <Form.Label>Chairman of Judges (printed on the results)</Form.Label>
        <Form.Control value={name} onChange={(e) => setName(e.target.value)} isInvalid={!named} />
        <Form.Control.Feedback type="invalid">Give the name of the chairman deciding the tie.</Form.Control.Feedback>
      </Form.Group>
      <div className="d-flex flex-column gap-2">
        {options.map((option) => (
          <div key={option.minMarks}>
            <Button
              variant="warning"
              size="lg"
              disabled={!canPost || pending || !named}
              onClick={() => onChoose({ minMarks: option.minMarks, by: name.trim(), at: Date.now() })}
            >
              Recall {couples(option.recalled.length)} ({option.minMarks} or more marks) and post
            </Button>
            <div className="small mt-1">{option.recalled.map(coupleLabel).join(', ')}</div>
          </div>
        ))}
      </div>
    </section>
  );
}
