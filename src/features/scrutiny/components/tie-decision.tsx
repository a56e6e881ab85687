// The chairman's decision on a tie at the recall cut: one button per option, each posting the round with it.
import Button from 'react-bootstrap/Button';
import type { RecallOption } from '../../../domain/scoring';

export interface TieDecisionProps {
  requested: number;
  options: readonly RecallOption[];
  coupleLabel: (entryId: string) => string;
  onChoose: (minMarks: number) => void;
  /** Posting needs the round Marked; until then the options are shown but not offered. */
  canPost: boolean;
  pending: boolean;
}

export function TieDecision({ requested, options, coupleLabel, onChoose, canPost, pending }: TieDecisionProps) {
  return (
    <section aria-label="Decide the recall tie" className="border border-warning rounded p-3 mb-3">
      <h3 className="h5">Tie at the cut: {requested} couples asked for</h3>
      {!canPost && <p className="text-muted">The round can be posted once every judge has submitted and it is marked complete.</p>}
      <div className="d-flex flex-column gap-2">
        {options.map((option) => (
          <div key={option.minMarks}>
            <Button variant="warning" size="lg" disabled={!canPost || pending} onClick={() => onChoose(option.minMarks)}>
              Recall {option.recalled.length} couples ({option.minMarks} or more marks) and post
            </Button>
            <div className="small mt-1">{option.recalled.map(coupleLabel).join(', ')}</div>
          </div>
        ))}
      </div>
    </section>
  );
}
