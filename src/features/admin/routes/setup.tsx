// /admin/setup: competition details, events from a style × level × dances grid, rounds and back numbers.
import { useCallback, useState } from 'react';
import { createEvents, type EventGridChoice, removeEvent, setEventDances } from '../../../data/admin/events';
import { draftOf, saveMetadata } from '../../../data/admin/metadata';
import { useCompetitionMetadata, useEvents } from '../../../data/hooks/competition';
import type { CompetitionEvent } from '../../../domain/model';
import { DataGate } from '../components/data-gate';
import { EventGridForm } from '../components/event-grid-form';
import { EventList } from '../components/event-list';
import { MetadataForm } from '../components/metadata-form';
import { useWrite } from '../hooks/use-write';

function outcomeText(created: string[], skipped: string[]): string {
  const parts = [];
  if (created.length) parts.push(`Created ${created.join(', ')}.`);
  if (skipped.length) parts.push(`Already there: ${skipped.join(', ')}.`);
  return parts.join(' ');
}

export default function SetupRoute() {
  const metadata = useCompetitionMetadata();
  const events = useEvents();
  const save = useWrite(saveMetadata);
  const [outcome, setOutcome] = useState<string | null>(null);
  const create = useWrite(
    useCallback(
      async (choice: EventGridChoice) => {
        setOutcome(null);
        const plan = await createEvents(events.data ?? {}, choice);
        setOutcome(outcomeText(plan.created, plan.skipped));
      },
      [events.data],
    ),
  );
  const dances = useWrite(useCallback((event: CompetitionEvent, list: string[]) => setEventDances(event, list), []));
  const remove = useWrite(removeEvent);

  return (
    <section>
      <h1 className="h3">Setup</h1>
      <h2 className="h5 mt-3">Competition details</h2>
      <DataGate values={[metadata]}>
        {() => <MetadataForm initial={draftOf(metadata.data)} onSave={save.run} pending={save.pending} error={save.error} done={save.done} />}
      </DataGate>
      <h2 className="h5 mt-4">Events</h2>
      <DataGate values={[events]}>
        {() => (
          <>
            <EventGridForm onCreate={create.run} pending={create.pending} error={create.error} outcome={create.done ? outcome : null} />
            <div className="mt-3">
              <EventList events={events.data ?? {}} setDances={dances} remove={remove} />
            </div>
          </>
        )}
      </DataGate>
    </section>
  );
}
