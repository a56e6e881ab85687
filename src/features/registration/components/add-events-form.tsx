import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { CompetitionEvent } from '../../../domain/model';
import { EventPicker } from './event-picker';

export interface AddEventsFormProps {
  coupleLabel: string;
  events: Readonly<Record<string, CompetitionEvent>>;
  /** Events the couple is already in. */
  entered: ReadonlySet<string>;
  /** Resolves to an error message (or the refused events, each with its reason), or null when the events were added. */
  onAdd: (eventNames: string[]) => Promise<AddEventsProblem | null>;
}

/** A message for the whole list, or refusals beside single events (eligibility). */
export type AddEventsProblem = string | { eventErrors: Record<string, string> };

const NO_EVENT_ERRORS: Readonly<Record<string, string>> = {};

export function AddEventsForm({ coupleLabel, events, entered, onAdd }: AddEventsFormProps) {
  const { register, handleSubmit, setError, reset, formState } = useForm<{ events: string[] }>({ defaultValues: { events: [] } });
  const [eventErrors, setEventErrors] = useState<Readonly<Record<string, string>>>(NO_EVENT_ERRORS);
  const submit = handleSubmit(async ({ events: chosen }) => {
    setEventErrors(NO_EVENT_ERRORS);
    if (chosen.length === 0) {
      setError('events', { message: 'Choose at least one event to add.' });
      return;
    }
    const problem = await onAdd(chosen);
    if (typeof problem === 'string') setError('events', { message: problem });
    else if (problem) setEventErrors(problem.eventErrors);
    else reset({ events: [] });
  });
  if (Object.keys(events).every((name) => entered.has(name))) {
    return <p className="small text-secondary mb-0">This couple is entered in every event.</p>;
  }
  return (
    <Form noValidate onSubmit={submit} aria-label={`Add events for ${coupleLabel}`}>
      <EventPicker events={events} exclude={entered} registration={register('events')} error={formState.errors.events?.message} eventErrors={eventErrors} legend="Add events" />
      <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Adding...' : 'Add events'}
      </Button>
    </Form>
  );
}
