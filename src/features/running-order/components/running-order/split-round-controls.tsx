// A round danced in several floor heats: how many heats (even split), and moving one couple between them.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { OrderedHeat, RunningOrderInput } from '../../../../domain/running-order';
import { coupleIdsOfHeatRound } from '../../../../domain/running-order';
import { roundsInOrder } from '../../../../domain/event-snapshot';
import { WriteFeedback } from '../../../../console-kit/components/write-feedback';
import { useThunkWrite } from '../../../../console-kit/hooks/use-thunk-write';
import { heatRoundWords } from '../../utils/heat-words';

export interface SplitRoundControlsProps {
  input: RunningOrderInput;
  roundKey: string;
  heats: readonly OrderedHeat[];
  onResplit: (roundKey: string, parts: number) => Promise<void>;
  /** Moves a couple into another heat of the round, named by the heat's slot key. */
  onMoveCouple: (roundKey: string, entryId: string, toSlotKey: string) => Promise<void>;
}

export function SplitRoundControls({ input, roundKey, heats, onResplit, onMoveCouple }: SplitRoundControlsProps) {
  const ref = heats[0].slot.rounds[roundKey];
  const name = heatRoundWords(input, { eventName: ref.eventName, roundNumber: ref.roundNumber });
  const [parts, setParts] = useState(String(heats.length));
  const [entryId, setEntryId] = useState('');
  const [toSlot, setToSlot] = useState(heats[0].key);
  const write = useThunkWrite();
  const round = roundsInOrder(input.events[ref.eventName] ?? { eventName: '', style: 'Standard', eventLevel: 'Bronze', dances: {} }).find((r) => r.roundNumber === ref.roundNumber);
  const couples = round
    ? heats.flatMap(({ slot }) => coupleIdsOfHeatRound(round, slot.rounds[roundKey]).map((id) => ({ id, heat: slot.number, entry: (round.entries ?? {})[id] })))
    : [];
  return (
    <li className="mb-2">
      <strong>{name}</strong>: heats {heats.map(({ slot }) => slot.number).join(', ')}
      <div className="d-flex flex-wrap align-items-end gap-2 mt-1">
        <Form.Group controlId={`parts-${roundKey}`}>
          <Form.Label className="small">Heats for {name}</Form.Label>
          <Form.Control size="sm" type="number" min={1} value={parts} onChange={(e) => setParts(e.target.value)} style={{ width: '5rem' }} />
        </Form.Group>
        <Button size="sm" variant="outline-primary" disabled={write.pending} aria-label={`Split ${name} again`} onClick={() => void write.run(() => onResplit(roundKey, Number(parts)))}>
          Split
        </Button>
        {couples.length > 0 && (
          <>
            <Form.Group controlId={`move-couple-${roundKey}`}>
              <Form.Label className="small">Couple of {name} to move</Form.Label>
              <Form.Select size="sm" value={entryId} onChange={(e) => setEntryId(e.target.value)}>
                <option value="">Choose a couple</option>
                {couples.map(({ id, heat, entry }) => (
                  <option key={id} value={id}>
                    {entry.leadNumber ?? '—'} {entry.leadName} & {entry.followName} (heat {heat})
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group controlId={`move-to-${roundKey}`}>
              <Form.Label className="small">Into heat</Form.Label>
              <Form.Select size="sm" value={toSlot} onChange={(e) => setToSlot(e.target.value)}>
                {heats.map(({ key, slot }) => (
                  <option key={key} value={key}>
                    Heat {slot.number}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Button size="sm" variant="outline-primary" disabled={write.pending || entryId === ''} aria-label={`Move couple out of ${name}`} onClick={() => void write.run(() => onMoveCouple(roundKey, entryId, toSlot))}>
              Move couple
            </Button>
          </>
        )}
      </div>
      <WriteFeedback error={write.error} onDismiss={write.clearError} />
    </li>
  );
}
