// The officials' screen's judge panels: every event's panel and its rounds' own panels, by the judges' names.
import { sortEvents } from '../../../console-kit/utils/sort-events';
import type { PanelContext } from '../../../domain/panels';
import type { CompetitionEvent } from '../../../domain/model';
import { EventPanels } from './event-panels';

export function PanelsSection({ events, context }: { events: Readonly<Record<string, CompetitionEvent>>; context: PanelContext }) {
  const list = sortEvents(events);
  return (
    <section aria-label="Judge panels" className="mb-4">
      <h2 className="h4">Judge panels</h2>
      <p className="text-muted small">
        Each event is judged by every judge unless it has a panel; a round may have its own (a larger panel for the final). A panel
        cannot change once judges have marked its round. Letters stay the same for a judge all competition.
      </p>
      {list.length === 0 ? <p className="text-muted">No events yet.</p> : list.map((event) => <EventPanels key={event.eventName} event={event} context={context} />)}
    </section>
  );
}
