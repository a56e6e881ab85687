// Seeding every event's rounds from its entries (with a first start time and a pace), and back numbers.
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { fromDateTimeInput, fromNumberInput } from '../../../console-kit/utils/datetime-input';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { ReplanRounds } from '../../../console-kit/components/replan-rounds';

interface Outcome {
  pending: boolean;
  error: string | null;
  /** What the last run did, in words. */
  outcome: string | null;
}

export interface SeedPanelProps {
  numbers: Outcome & { run: () => void };
}

export function SeedPanel({ numbers }: SeedPanelProps) {
  const id = useId();
  const [start, setStart] = useState('');
  const [minutes, setMinutes] = useState('10');
  return (
    <div className="row g-4">
      <Form
        className="col-lg-7"
        aria-label="Seed rounds"
        onSubmit={(e) => e.preventDefault()}
      >
        <p className="mb-2">
          Every event gets its rounds from its entries (a straight final up to 8 couples; recalls of 7, 14, 28, 38, 60, 80 before it).
          You see what will change first: an event whose rounds started, have couples or marks, were skipped or are in the
          running order is kept unless you tick each of its kept rounds.
        </p>
        <div className="row g-2">
          <Form.Group className="col-sm-7" controlId={`${id}-start`}>
            <Form.Label>First round starts</Form.Label>
            <Form.Control type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} />
          </Form.Group>
          <Form.Group className="col-sm-5" controlId={`${id}-pace`}>
            <Form.Label>Minutes per round</Form.Label>
            <Form.Control type="number" min={1} value={minutes} onChange={(e) => setMinutes(e.target.value)} />
          </Form.Group>
        </div>
        <div className="mt-2">
          <ReplanRounds label="Seed rounds for every event" seedTimes={() => {
            const startTime = fromDateTimeInput(start);
            return { ...(startTime !== null ? { startTime } : {}), minutesPerRound: fromNumberInput(minutes) ?? 10 };
          }} />
        </div>
      </Form>
      <div className="col-lg-5">
        <p className="mb-2">Gives every lead without a back number the next free one; numbers already given are kept.</p>
        <WriteFeedback error={numbers.error} done={Boolean(numbers.outcome)} doneText={numbers.outcome ?? ''} />
        <Button variant="outline-primary" disabled={numbers.pending} onClick={numbers.run}>
          Assign back numbers
        </Button>
      </div>
    </div>
  );
}
