import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Nav from 'react-bootstrap/Nav';
import { isPlacementComplete } from '../../../domain/judging';
import { isDanceTicked } from '../../../domain/judging';
import type { JudgeRound } from '../../../domain/judging';
import { dancesWithWrongCount } from '../../../domain/judging';
import { FinalSheetSwitch } from './final-drag-switch';
import { RecallDanceSheet } from './recall-dance-sheet';
import type { DanceMarks } from '../../../domain/judging';
import type { RoundHeat } from './round-heat';


export type SubmitState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'kept-offline' }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

interface RoundMarkingPanelProps {
  round: JudgeRound;
  /** The running order's heats of the round, to group its couples as they dance. */
  heats?: readonly RoundHeat[];
  marks: DanceMarks;
  submitState: SubmitState;
  onToggleRecall: (dance: string, entryId: string) => void;
  onTapFinal: (dance: string, entryId: string) => void;
  /** Drag mode: the dance's whole order, first = 1st. */
  onOrderFinal: (dance: string, order: string[]) => void;
  onClearFinal: (dance: string) => void;
  onSubmit: () => void;
}

export function RoundMarkingPanel(props: RoundMarkingPanelProps) {
  const { round, marks, submitState } = props;
  const [dance, setDance] = useState(round.dances[0]);
  const [confirming, setConfirming] = useState(false);
  // The judge chose "Submit anyway": the dances count as done with the judge's own number of recalls.
  const [submitOtherwise, setSubmitOtherwise] = useState(false);
  const activeDance = round.dances.includes(dance) ? dance : round.dances[0];
  const entryIds = round.couples.map((c) => c.entryId);
  const danceDone = (d: string) => isDanceTicked(round, marks[d] ?? {}, submitOtherwise);
  const wrongCounts = round.kind === 'recall' ? dancesWithWrongCount(marks, round.dances, round.recallSize) : [];
  const finalIncomplete = round.kind === 'final' ? round.dances.filter((d) => !isPlacementComplete(marks[d] ?? {}, entryIds)) : [];
  const disabled = submitState.kind === 'sending';

  const requestSubmit = () => (wrongCounts.length ? setConfirming(true) : props.onSubmit());

  return (
    <div>
      <Nav variant="pills" className="judge-dance-tabs mb-3" activeKey={activeDance} onSelect={(k) => k && setDance(k)} role="tablist">
        {round.dances.map((d) => (
          <Nav.Item key={d}>
            <Nav.Link eventKey={d} role="tab" aria-selected={d === activeDance}>
              {d}{danceDone(d) ? ' ✓' : ''}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {round.kind === 'recall' ? (
        <RecallDanceSheet
          dance={activeDance}
          couples={round.couples}
          marks={marks[activeDance] ?? {}}
          requested={round.recallSize}
          disabled={disabled}
          onToggle={(entryId) => props.onToggleRecall(activeDance, entryId)}
          heats={props.heats}
        />
      ) : (
        <FinalSheetSwitch
          dance={activeDance}
          couples={round.couples}
          placement={marks[activeDance] ?? {}}
          disabled={disabled}
          onTap={(entryId) => props.onTapFinal(activeDance, entryId)}
          onOrder={(order) => props.onOrderFinal(activeDance, order)}
          onClear={() => props.onClearFinal(activeDance)}
        />
      )}
      <div className="judge-submit mt-4">
        {finalIncomplete.length > 0 && (
          <p className="text-muted">Place every couple in {finalIncomplete.join(', ')} before submitting.</p>
        )}
        <Button size="lg" variant="success" onClick={requestSubmit} disabled={disabled || finalIncomplete.length > 0}>
          {submitLabel(submitState, round.roundName)}
        </Button>
        <SubmitFeedback state={submitState} />
      </div>
      <Modal show={confirming} onHide={() => setConfirming(false)} centered>
        <Modal.Header closeButton>
          <Modal.Title>Submit with a different number of recalls?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>The round asks for {round.recallSize} recalls per dance.</p>
          <ul>
            {wrongCounts.map(({ dance: d, count }) => (
              <li key={d}>{d}: {count.label}</li>
            ))}
          </ul>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirming(false)}>Keep marking</Button>
          <Button variant="warning" onClick={() => { setConfirming(false); setSubmitOtherwise(true); props.onSubmit(); }}>Submit anyway</Button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}

/** After a submission the button says the marks went; a new mark turns it back into "Submit". */
function submitLabel(state: SubmitState, roundName: string): string {
  if (state.kind === 'sending') return 'Submitting…';
  if (state.kind === 'success') return `${roundName} marks sent ✓`;
  return `Submit ${roundName} marks`;
}

function SubmitFeedback({ state }: { state: SubmitState }) {
  if (state.kind === 'success') return <Alert variant="success" className="mt-3" role="status">Success — your marks are with the scrutineer.</Alert>;
  if (state.kind === 'kept-offline') {
    return <Alert variant="warning" className="mt-3" role="status">Saved on this tablet. They will be sent as soon as the connection returns.</Alert>;
  }
  if (state.kind === 'error') return <Alert variant="danger" className="mt-3" role="alert">{state.message}</Alert>;
  return null;
}
