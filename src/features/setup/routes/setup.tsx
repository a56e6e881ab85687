// /admin/setup: competition details, events from a style × level × dances grid, rounds and back numbers.
import { useCallback, useState } from 'react';
import { type EventGridChoice } from '../../../domain/setup';
import { createEvents, removeEvent, setEventDances } from '../../../use-cases/events/events';
import { assignAllBackNumbers } from '../../../use-cases/entries/entries';
import { draftOf } from '../../../domain/setup';
import { saveMetadata } from '../../../use-cases/setup/metadata';
import { useCompetitionMetadata, useEvents } from '../../../data/hooks/competition';
import type { CompetitionEvent } from '../../../domain/model';
import { DataGate } from '../../../console-kit/components/data-gate';
import { EventGridForm } from '../components/event-grid-form';
import { EventList } from '../components/event-list';
import { MetadataForm } from '../components/metadata-form';
import { SeedPanel } from '../components/seed-panel';
import { FeeScheduleForm } from '../components/fee-schedule-form';
import { RepricePanel } from '../components/reprice-panel';
import { saveFeeSchedule } from '../../../use-cases/money/money-writes';
import { useFeeSchedule } from '../../../data/money/use-money';
import { useThunkWrite } from '../../../console-kit/hooks/use-thunk-write';
import { useWrite } from '../../../console-kit/hooks/use-write';

function outcomeText(created: string[], skipped: string[]): string {
  const parts = [];
  if (created.length) parts.push(`Created ${created.join(', ')}.`);
  if (skipped.length) parts.push(`Already there: ${skipped.join(', ')}.`);
  return parts.join(' ');
}

export default function SetupRoute() {
  const metadata = useCompetitionMetadata();
  const events = useEvents();
  const feeSchedule = useFeeSchedule();
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
  const numbers = useThunkWrite();
  const [numbersOutcome, setNumbersOutcome] = useState<string | null>(null);
  const runNumbers = () =>
    void numbers.run(async () => {
      const { assigned, conflicts } = await assignAllBackNumbers();
      setNumbersOutcome([`${assigned} new back numbers.`, ...conflicts.map((c) => c.message)].join(' '));
    });

  return (
    <section>
      <h1 className="h3">Setup</h1>
      <h2 className="h5 mt-3">Competition details</h2>
      <DataGate values={[metadata]}>
        {() => <MetadataForm initial={draftOf(metadata.data)} onSave={save.run} pending={save.pending} error={save.error} done={save.done} />}
      </DataGate>
      <h2 className="h5 mt-4">Fees</h2>
      <DataGate values={[metadata, feeSchedule]}>
        {() => <FeeScheduleForm schedule={feeSchedule.data ?? null} dates={metadata.data ?? {}} onSave={saveFeeSchedule} />}
      </DataGate>
      <RepricePanel />
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
      <h2 className="h5 mt-4">Rounds and back numbers</h2>
      <SeedPanel
        numbers={{ run: runNumbers, pending: numbers.pending, error: numbers.error, outcome: numbers.done ? numbersOutcome : null }}
      />
    </section>
  );
}
