// One numbered floor heat: its rounds (parts of a split round say so), couples, planned and estimated
// start side by side, status, and the organiser's edits (pick to combine, separate, move, start/finish).
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FloorHeatSlot } from '../../../../domain/model';
import { isFinalRound } from '../../../../domain/event-snapshot';
import type { RunningOrderInput, SlotTiming } from '../../../../domain/running-order';
import { WriteFeedback } from '../../../../console-kit/components/write-feedback';
import { useThunkWrite } from '../../../../console-kit/hooks/use-thunk-write';
import { STATUS_WORDS, clockTime, heatCoupleCount, heatRoundWords } from '../../utils/heat-words';
import { MoveButtons } from './move-buttons';
import { FloorButtons } from './floor-buttons';
import { DragHandle } from './drag-handle';
import { useSortableSlot } from './use-sortable-slot';
import type { SlotActions } from './slot-actions';

export interface HeatRowProps {
  input: RunningOrderInput;
  timing: SlotTiming & { slot: FloorHeatSlot };
  index: number;
  count: number;
  picked: boolean;
  onPick: (picked: boolean) => void;
  actions: SlotActions;
}

export function HeatRow({ input, timing, index, count, picked, onPick, actions }: HeatRowProps) {
  const { slot, slotKey, status } = timing;
  const name = `heat ${slot.number}`;
  const write = useThunkWrite();
  const rounds = Object.entries(slot.rounds);
  const couples = heatCoupleCount(input, slot.rounds);
  const movable = status === 'to-come' || status === 'on-deck';
  // A round alone in its heat and not split yet may be danced in two heats (issue 29: couples then move between them).
  // A final is danced by all its couples at once, so it is never offered.
  const onlyRound = rounds.length === 1 ? rounds[0][1] : undefined;
  const event = onlyRound ? input.events[onlyRound.eventName] : undefined;
  const splittable = movable && onlyRound !== undefined && onlyRound.parts === undefined && couples.count >= 2
    && event !== undefined && !isFinalRound(event, onlyRound.roundNumber);
  const { rowRef, rowStyle, handleProps } = useSortableSlot(slotKey, movable);
  return (
    <tr ref={rowRef} style={rowStyle} aria-label={`Heat ${slot.number}`} className={status === 'on-floor' ? 'table-success' : undefined}>
      <td>
        <div className="d-flex align-items-center">
          <DragHandle name={name} movable={movable} handleProps={handleProps} />
          <Form.Check type="checkbox" aria-label={`Pick ${name}`} checked={picked} disabled={!movable} onChange={(e) => onPick(e.target.checked)} />
        </div>
      </td>
      <th scope="row">{slot.number}</th>
      <td>
        <ul className="list-unstyled mb-0">
          {rounds.map(([roundKey, ref]) => (
            <li key={roundKey}>
              {heatRoundWords(input, ref)}
              {rounds.length > 1 && (
                <Button size="sm" variant="link" className="py-0" disabled={write.pending} aria-label={`Separate ${heatRoundWords(input, ref)} from ${name}`} onClick={() => void write.run(() => actions.separate(slotKey, roundKey))}>
                  Separate
                </Button>
              )}
              {splittable && (
                <Button size="sm" variant="link" className="py-0" disabled={write.pending} aria-label={`Split ${heatRoundWords(input, ref)} into two heats`} onClick={() => void write.run(() => actions.splitInTwo(roundKey))}>
                  {/* The visible word starts the accessible name (WCAG 2.5.3, label in name). */}
                  Split
                </Button>
              )}
            </li>
          ))}
        </ul>
        {rounds.length > 1 && <span className="small text-muted">{rounds.length} events on the floor, judged separately</span>}
      </td>
      <td>{couples.planned ? `about ${couples.count}` : couples.count}</td>
      <td>{clockTime(timing.plannedStart)}</td>
      <td>{clockTime(timing.estimatedStart)}</td>
      <td>{STATUS_WORDS[status]}</td>
      <td>
        <div className="d-flex flex-wrap gap-1">
          <MoveButtons name={name} index={index} count={count} pending={write.pending} onMove={(to) => void write.run(() => actions.move(slotKey, to))} />
          <FloorButtons name={name} status={status} pending={write.pending} onRecord={(moment) => void write.run(() => actions.record(slotKey, moment))} />
        </div>
        <WriteFeedback error={write.error} onDismiss={write.clearError} />
      </td>
    </tr>
  );
}
