// One round of the running order: position, state, recall size, start time, reordering and state changes.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { isStateAction, type StateAction } from '../../../domain/rounds';
import type { Round } from '../../../domain/model';
import { stepsFrom } from '../../../domain/rounds';
import { useThunkWrite } from '../../../console-kit/hooks/use-thunk-write';
import { fromDateTimeInput, toDateTimeInput } from '../../../console-kit/utils/datetime-input';
import { ACTION_LABELS, roundKey, roundLabel } from '../../../console-kit/utils/round-labels';
import { ConfirmButton } from '../../../console-kit/components/confirm-button';
import { RoundStateBadge } from '../../../console-kit/components/round-state-badge';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { IN_HEAT_REASON_ID } from './in-heat-reason';

const formatStart = (at: number) => new Date(at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

export interface ScheduleRowActions {
  move: (round: Round, to: number) => Promise<void>;
  changeState: (round: Round, action: StateAction) => Promise<void>;
  setRecallSize: (round: Round, size: number) => Promise<void>;
  setStartTime: (round: Round, time: number | null) => Promise<void>;
  addAfter: (round: Round) => Promise<void>;
  remove: (round: Round) => Promise<void>;
}

export interface ScheduleRowProps {
  round: Round;
  position: number;
  count: number;
  showScheduleIndex: boolean;
  actions: ScheduleRowActions;
  /** Another round of the same event is pointed at. */
  highlighted?: boolean;
  /** The running order places the round in a heat: no moving or timing it here (one truth, issue 29). */
  inHeat?: boolean;
  onPoint?: (pointing: boolean) => void;
}

// Keyed by the stored value: a change from elsewhere resets the input, a refused write keeps what was typed.
function RecallSizeEditor({ label, stored, onSet }: { label: string; stored: number; onSet: (size: number) => void }) {
  const [value, setValue] = useState(String(stored));
  return (
    <>
      <Form.Control size="sm" type="number" min={0} aria-label={`Recall size of ${label}`} value={value} onChange={(e) => setValue(e.target.value)} style={{ width: '5rem' }} />
      <Button size="sm" variant="link" aria-label={`Set recall size of ${label}`} onClick={() => onSet(Number(value) || 0)}>
        Set
      </Button>
    </>
  );
}

function StartTimeEditor({ label, stored, onSet }: { label: string; stored: number | undefined; onSet: (time: number | null) => void }) {
  const [value, setValue] = useState(toDateTimeInput(stored));
  return (
    <>
      <Form.Control size="sm" type="datetime-local" aria-label={`Start time of ${label}`} value={value} onChange={(e) => setValue(e.target.value)} />
      <Button size="sm" variant="link" aria-label={`Set start time of ${label}`} onClick={() => onSet(fromDateTimeInput(value))}>
        Set
      </Button>
    </>
  );
}

export function ScheduleRow({ round, position, count, showScheduleIndex, actions, highlighted = false, inHeat = false, onPoint }: ScheduleRowProps) {
  const label = roundLabel(round);
  const { setNodeRef, transform, transition, attributes, listeners } = useSortable({ id: roundKey(round), disabled: inHeat });
  const locked = inHeat ? { disabled: true, 'aria-describedby': IN_HEAT_REASON_ID } : {};
  const write = useThunkWrite();
  const couples = Object.keys(round.entries ?? {}).length;
  const steps = stepsFrom(round.roundState)
    .map((step) => step.action)
    .filter(isStateAction)
    .filter((action, i, all) => all.indexOf(action) === i);

  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={label}
      className={highlighted ? 'table-info' : undefined}
      data-same-event={highlighted || undefined}
      onMouseEnter={() => onPoint?.(true)}
      onMouseLeave={() => onPoint?.(false)}
      onFocus={() => onPoint?.(true)}
    >
      <td>
        <Button size="sm" variant="light" aria-label={`Drag ${label}`} {...attributes} {...listeners} {...locked}>
          ⠿
        </Button>
      </td>
      <td>{showScheduleIndex ? round.scheduleIndex : position + 1}</td>
      <th scope="row">
        {round.eventName}
        <div className="small fw-normal">{round.roundName}</div>
      </th>
      <td>
        <RoundStateBadge state={round.roundState} />
        <div className="small text-muted">{couples} couples</div>
      </td>
      <td>
        <RecallSizeEditor key={round.recallSize} label={label} stored={round.recallSize} onSet={(size) => void write.run(() => actions.setRecallSize(round, size))} />
      </td>
      <td>
        {inHeat
          ? <span aria-describedby={IN_HEAT_REASON_ID}>{round.roundStartTime === undefined ? '—' : formatStart(round.roundStartTime)}</span>
          : <StartTimeEditor key={round.roundStartTime ?? 'none'} label={label} stored={round.roundStartTime} onSet={(time) => void write.run(() => actions.setStartTime(round, time))} />}
      </td>
      <td>
        <div className="d-flex flex-wrap gap-1">
          <Button size="sm" variant="outline-secondary" disabled={position === 0} aria-label={`Move ${label} up`} {...locked} onClick={() => void write.run(() => actions.move(round, position - 1))}>
            ↑
          </Button>
          <Button size="sm" variant="outline-secondary" disabled={position === count - 1} aria-label={`Move ${label} down`} {...locked} onClick={() => void write.run(() => actions.move(round, position + 1))}>
            ↓
          </Button>
          {steps.map((action) => (
            <Button key={action} size="sm" variant="outline-primary" aria-label={`${ACTION_LABELS[action]} ${label}`} disabled={write.pending} onClick={() => void write.run(() => actions.changeState(round, action))}>
              {ACTION_LABELS[action]}
            </Button>
          ))}
          <Button size="sm" variant="outline-success" aria-label={`Add a round after ${label}`} disabled={write.pending} onClick={() => void write.run(() => actions.addAfter(round))}>
            + Round
          </Button>
          <ConfirmButton label={`Delete ${label}`} text="Delete" confirmLabel={`Confirm deleting ${label}`} disabled={write.pending} onConfirm={() => void write.run(() => actions.remove(round))} />
        </div>
        <WriteFeedback error={write.error} onDismiss={write.clearError} />
      </td>
    </tr>
  );
}
