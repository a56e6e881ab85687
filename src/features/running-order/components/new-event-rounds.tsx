// "Add rounds to a new event" (issue 29): its own action, touching only that event (and, when asked, new heats
// for its rounds at the end of the day); previewed before it is written.
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { RoundsPlan } from '../../../domain/running-order';
import { applyNewEventRounds, previewNewEventRounds } from '../../../use-cases/rounds/replan-rounds';
import { RoundsPlanPreview } from '../../../console-kit/components/rounds-plan-preview';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { useThunkWrite } from '../../../console-kit/hooks/use-thunk-write';

export interface NewEventRoundsProps {
  /** Events with no rounds yet. */
  eventNames: readonly string[];
}

export function NewEventRounds({ eventNames }: NewEventRoundsProps) {
  const id = useId();
  const write = useThunkWrite();
  const [picked, setPicked] = useState('');
  const [placeInOrder, setPlaceInOrder] = useState(true);
  const [preview, setPreview] = useState<{ eventName: string; plan: RoundsPlan } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const eventName = eventNames.includes(picked) ? picked : (eventNames[0] ?? '');
  if (eventNames.length === 0 && preview === null && outcome === null) return null;

  const show = () =>
    void write.run(async () => {
      setOutcome(null);
      setPreview({ eventName, plan: await previewNewEventRounds(eventName, { placeInOrder }) });
    });
  const save = (shown: { eventName: string; plan: RoundsPlan }) =>
    void write.run(async () => {
      const plan = await applyNewEventRounds(shown.plan, shown.eventName, { placeInOrder });
      setPreview(null);
      setOutcome(`Saved: added ${plan.rounds.length} round${plan.rounds.length === 1 ? '' : 's'} to ${shown.eventName}.`);
    });

  return (
    <div className="mb-3">
      {preview === null ? (
        <Form aria-label="Add rounds to a new event" className="d-flex flex-wrap gap-2 align-items-end" onSubmit={(e) => { e.preventDefault(); show(); }}>
          <Form.Group controlId={`${id}-event`}>
            <Form.Label className="small mb-0">New event</Form.Label>
            <Form.Select size="sm" value={eventName} onChange={(e) => setPicked(e.target.value)}>
              {eventNames.map((name) => <option key={name} value={name}>{name}</option>)}
            </Form.Select>
          </Form.Group>
          <Form.Check id={`${id}-place`} label="Also put its rounds in heats at the end of the day" checked={placeInOrder} onChange={(e) => setPlaceInOrder(e.target.checked)} />
          <Button type="submit" size="sm" variant="outline-success" disabled={write.pending || eventName === ''}>
            Add rounds to a new event
          </Button>
        </Form>
      ) : (
        <RoundsPlanPreview
          title={`Add rounds to ${preview.eventName}: what will change`}
          plan={preview.plan}
          locked={{}}
          included={new Set()}
          onWrite={() => save(preview)}
          onCancel={() => setPreview(null)}
          pending={write.pending}
        />
      )}
      <WriteFeedback error={write.error} done={outcome !== null && write.done} doneText={outcome ?? ''} />
    </div>
  );
}
