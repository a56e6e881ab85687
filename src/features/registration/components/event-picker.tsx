import { useEffect, useId, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { orderedDances } from '../../../domain/constants';
import { compareEvents } from '../../../domain/events';
import { eventEntryClosed } from '../../../domain/registration';
import type { TickedEligibility } from '../../../domain/eligibility';
import { type CompetitionEvent, STYLES } from '../../../domain/model';
import { useRovingCheckboxes } from './use-roving-checkboxes';

export interface EventPickerProps {
  events: Readonly<Record<string, CompetitionEvent>>;
  registration: UseFormRegisterReturn<'events'>;
  error?: string;
  /** Events to leave out (e.g. the ones the couple is already in). */
  exclude?: ReadonlySet<string>;
  legend?: string;
  /**
   * Refusals of single events (a duplicate, an eligibility rule): only those events are marked, each
   * with its reason beside it, and the first receives focus so a phone scrolls to it.
   */
  eventErrors?: Readonly<Record<string, string>>;
  /** The organiser adds couples to events already under way (a late entry); a competitor cannot. */
  lateEntries?: boolean;
  /**
   * The eligibility rules as the boxes are ticked (before submit): a sentence beside each event the couple may not
   * enter, and each clash between ticked events said once above the list, naming the box to untick. Absent: no
   * marks and no clash region (My entries' add-events form checks on submit).
   */
  eligibility?: TickedEligibility;
}

const NO_EVENT_ERRORS: Readonly<Record<string, string>> = {};

/** One column per style, its events by level, each with its dances: the style × level grid. */
export function EventPicker({ events, registration, error, exclude, legend = 'Events', eventErrors = NO_EVENT_ERRORS, lateEntries = false, eligibility }: EventPickerProps) {
  const idPrefix = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const first = Object.keys(eventErrors)[0];
    if (first === undefined) return;
    const boxes = group.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [];
    Array.from(boxes).find((box) => box.value === first)?.focus();
  }, [eventErrors]);
  const byStyle = STYLES.map((style) => ({
    style,
    events: Object.values(events)
      .filter((event) => event.style === style && !exclude?.has(event.eventName))
      .sort(compareEvents),
  })).filter((column) => column.events.length > 0);
  // A closed event's box is disabled and cannot take focus, so the one Tab stop skips it.
  const roving = useRovingCheckboxes(byStyle.flatMap((column) => column.events
    .filter((event) => lateEntries || eventEntryClosed(event) === null)
    .map((event) => event.eventName)));

  return (
    // One Tab stop for the whole list (there may be twenty events): arrow keys move within it.
    <fieldset
      ref={group} className="mb-3" aria-describedby={error ? `${idPrefix}-error` : undefined}
      onKeyDown={roving.onKeyDown} onFocus={roving.onFocus}
    >
      <legend className="h5">{legend}</legend>
      {byStyle.length > 0 && <p className="form-text mt-0">With a keyboard: arrow keys move between events, Space ticks one, Tab goes on.</p>}
      {/* Above the list, not below it: on a phone the end of the list is off screen. */}
      {error && <div id={`${idPrefix}-error`} className="invalid-feedback d-block mb-2" role="alert">{error}</div>}
      {/* Said once, here, rather than under every event of the clash; polite, so typing is not interrupted. */}
      {eligibility && (
        <div role="status" aria-label="Events that clash">
          {eligibility.conflicts.map((sentence) => <p key={sentence} className="small text-danger-emphasis mb-2">{sentence}</p>)}
        </div>
      )}
      {byStyle.length === 0 && <p className="text-secondary">No events are open for registration yet.</p>}
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-5 g-3">
        {byStyle.map((column) => (
          <fieldset key={column.style} className="col">
            <legend className="h6 text-uppercase text-secondary">{column.style}</legend>
            {column.events.map((event, index) => {
              const refusal = eventErrors[event.eventName];
              const checkId = `${idPrefix}-${event.eventName}`;
              // aria-describedby is a list of ids split at spaces, so this id must have none.
              const errorId = `${idPrefix}-${STYLES.indexOf(column.style)}-${index}-error`;
              // Registration follows the day: the rules refuse a competitor's entry once the first round started.
              const closed = lateEntries ? null : eventEntryClosed(event);
              const closedId = `${idPrefix}-${STYLES.indexOf(column.style)}-${index}-closed`;
              // The submit's refusal, when there is one, says it already: the mark would repeat it.
              const mark = refusal === undefined && !closed ? eligibility?.marks[event.eventName] : undefined;
              const markId = `${idPrefix}-${STYLES.indexOf(column.style)}-${index}-mark`;
              const describedBy = [refusal !== undefined ? errorId : null, closed ? closedId : null, mark ? markId : null].filter(Boolean).join(' ');
              return (
                <Form.Check key={event.eventName} id={checkId} className="mb-2">
                  <Form.Check.Input
                    type="checkbox" value={event.eventName} isInvalid={refusal !== undefined} aria-invalid={refusal !== undefined ? true : undefined}
                    aria-describedby={describedBy || undefined} tabIndex={roving.tabIndexOf(event.eventName)} {...registration}
                    disabled={closed !== null}
                  />
                  <Form.Check.Label>
                    {event.eventName}
                    <span className="d-block small text-secondary">{orderedDances(event.dances).join(', ')}</span>
                  </Form.Check.Label>
                  {closed && <div id={closedId} className="small text-secondary">{closed}</div>}
                  {mark && <div id={markId} className="small text-danger-emphasis">Not allowed: {mark}</div>}
                  {refusal !== undefined && <div id={errorId} className="invalid-feedback d-block" role="alert">{refusal}</div>}
                </Form.Check>
              );
            })}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
