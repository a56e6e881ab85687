// Choose a round among the ones a console offers (on deck first).
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { Round } from '../../domain/model';
import { roundKey, roundLabel } from '../utils/round-labels';

export interface RoundPickerProps {
  label: string;
  rounds: Round[];
  selected: Round | undefined;
  onSelect: (round: Round) => void;
}

export function RoundPicker({ label, rounds, selected, onSelect }: RoundPickerProps) {
  const id = useId();
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Select
        size="lg"
        value={selected ? roundKey(selected) : ''}
        onChange={(e) => {
          const round = rounds.find((r) => roundKey(r) === e.target.value);
          if (round) onSelect(round);
        }}
      >
        {!selected && <option value="">Choose a round</option>}
        {rounds.map((round) => (
          <option key={roundKey(round)} value={roundKey(round)}>
            {roundLabel(round)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
