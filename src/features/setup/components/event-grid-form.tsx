// Creates events from a grid: one style, any number of levels, the dances each of them holds.
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { EventGridChoice } from '../../../domain/setup';
import { dancesOf } from '../../../domain/constants';
import { LEVEL_SORT_ORDER } from '../../../domain/constants';
import { type Level, STYLES, type Style } from '../../../domain/model';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

export interface EventGridFormProps {
  onCreate: (choice: EventGridChoice) => Promise<boolean>;
  pending: boolean;
  error: string | null;
  /** What the last create did, e.g. "Created Bronze Standard. Already there: Silver Standard." */
  outcome: string | null;
}

export function EventGridForm({ onCreate, pending, error, outcome }: EventGridFormProps) {
  const id = useId();
  const [style, setStyle] = useState<Style>('Standard');
  const [levels, setLevels] = useState<Level[]>([]);
  const [dances, setDances] = useState<string[]>([...dancesOf('Standard')]);
  const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));

  return (
    <Form
      aria-label="Create events"
      onSubmit={(event) => {
        event.preventDefault();
        void onCreate({ style, levels, dances });
      }}
    >
      <Form.Group controlId={`${id}-style`} className="mb-2" style={{ maxWidth: '16rem' }}>
        <Form.Label>Style</Form.Label>
        <Form.Select
          value={style}
          onChange={(e) => {
            const next = e.target.value as Style;
            setStyle(next);
            setDances([...dancesOf(next)]);
          }}
        >
          {STYLES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </Form.Select>
      </Form.Group>
      <fieldset className="mb-2">
        <legend className="h6">Levels</legend>
        {LEVEL_SORT_ORDER.map((level) => (
          <Form.Check
            inline
            key={level}
            id={`${id}-level-${level}`}
            label={level}
            checked={levels.includes(level)}
            onChange={(e) => setLevels(toggle(levels, level, e.target.checked))}
          />
        ))}
      </fieldset>
      <fieldset className="mb-2">
        <legend className="h6">Dances</legend>
        {dancesOf(style).map((dance) => (
          <Form.Check
            inline
            key={dance}
            id={`${id}-dance-${dance}`}
            label={dance}
            checked={dances.includes(dance)}
            onChange={(e) => setDances(toggle(dances, dance, e.target.checked))}
          />
        ))}
      </fieldset>
      <WriteFeedback error={error} done={Boolean(outcome)} doneText={outcome ?? ''} />
      <Button type="submit" disabled={pending}>
        Create events
      </Button>
    </Form>
  );
}
