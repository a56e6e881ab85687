import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { orderedDances } from '../../../domain/constants/dances';
import { compareEvents } from '../../../domain/events/event-order';
import { type CompetitionEvent, STYLES } from '../../../domain/model';

export interface EventPickerProps {
  events: Readonly<Record<string, CompetitionEvent>>;
  registration: UseFormRegisterReturn<'events'>;
  error?: string;
  /** Events to leave out (e.g. the ones the couple is already in). */
  exclude?: ReadonlySet<string>;
  legend?: string;
}

/** One column per style, its events by level, each with its dances: the style × level grid. */
export function EventPicker({ events, registration, error, exclude, legend = 'Events' }: EventPickerProps) {
  const idPrefix = useId();
  const byStyle = STYLES.map((style) => ({
    style,
    events: Object.values(events)
      .filter((event) => event.style === style && !exclude?.has(event.eventName))
      .sort(compareEvents),
  })).filter((column) => column.events.length > 0);

  return (
    <fieldset className="mb-3" aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend className="h5">{legend}</legend>
      {byStyle.length === 0 && <p className="text-secondary">No events are open for registration yet.</p>}
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-5 g-3">
        {byStyle.map((column) => (
          <fieldset key={column.style} className="col">
            <legend className="h6 text-uppercase text-secondary">{column.style}</legend>
            {column.events.map((event) => (
              <Form.Check key={event.eventName} id={`${idPrefix}-${event.eventName}`} className="mb-2">
                <Form.Check.Input type="checkbox" value={event.eventName} isInvalid={Boolean(error)} {...registration} />
                <Form.Check.Label>
                  {event.eventName}
                  <span className="d-block small text-secondary">{orderedDances(event.dances).join(', ')}</span>
                </Form.Check.Label>
              </Form.Check>
            ))}
          </fieldset>
        ))}
      </div>
      {error && <div id={`${idPrefix}-error`} className="invalid-feedback d-block" role="alert">{error}</div>}
    </fieldset>
  );
}
