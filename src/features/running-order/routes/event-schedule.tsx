// /admin/eventschedule: every round in running order, with everything the day needs to change about it.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  addRound, changeRoundState, clearRounds, moveRoundInSchedule, removeRound, setRoundRecallSize, setRoundStartTime,
} from '../../../use-cases/rounds/rounds';
import type { StateAction } from '../../../domain/rounds';
import { useEvents, useEventSettings } from '../../../data/hooks/competition';
import { useScheduleSlots } from '../../../data/hooks/running-order';
import { EmptyState } from '../../../components/empty-state';
import type { Round, ScheduleSlot } from '../../../domain/model';
import { scheduleOf } from '../../../domain/running-order';
import { DataGate } from '../../../console-kit/components/data-gate';
import { JudgeSheetsLink, JudgeSheetsPrint } from '../components/judge-sheets-print';
import { HeatSheetLink } from '../components/heat-sheet-picker';
import { HeatSheetPrint } from '../components/heat-sheet-print';
import { RoundsBulkActions } from '../components/rounds-bulk-actions';
import { NewEventRounds } from '../components/new-event-rounds';
import { RunningOrderPanel } from '../components/running-order/running-order-panel';
import type { ScheduleRowActions } from '../components/schedule-row';
import { ScheduleTable } from '../components/schedule-table';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { asActor, useActor } from '../../../console-kit/hooks/use-actor';
import { useThunkWrite } from '../../../console-kit/hooks/use-thunk-write';
import { planOutcome } from '../../../console-kit/utils/plan-outcome';
import { sortEvents } from '../../../console-kit/utils/sort-events';
import { roundKey } from '../../../console-kit/utils/round-labels';

/** The rounds the running order places in a heat: their number and start come from it, not from this table. */
function roundsInHeats(slots: Readonly<Record<string, ScheduleSlot>>): ReadonlySet<string> {
  return new Set(Object.values(slots).flatMap((slot) => (slot.kind === 'heat' ? Object.values(slot.rounds).map((ref) => roundKey(ref)) : [])));
}

export default function EventScheduleRoute() {
  const events = useEvents();
  const slots = useScheduleSlots();
  const settings = useEventSettings();
  const actor = useActor();
  const compact = settings.data?.reorderAfterAddRemoveRound === true;
  const bulk = useThunkWrite();
  const drop = useThunkWrite();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [search] = useSearchParams();
  const heatSheet = search.get('heatsheet');
  const judgeSheetsFor = search.get('judgesheets');

  const actions = useMemo<ScheduleRowActions>(
    () => ({
      move: (round, to) => moveRoundInSchedule(round.eventName, round.roundNumber, to),
      changeState: (round, action: StateAction) => asActor(actor, (role) => changeRoundState(round.eventName, round.roundNumber, action, role)),
      setRecallSize: (round, size) => setRoundRecallSize(round.eventName, round.roundNumber, size),
      setStartTime: (round, time) => setRoundStartTime(round.eventName, round.roundNumber, time),
      addAfter: (round) => addRound(round.eventName, round.roundNumber, compact),
      remove: (round) => removeRound(round.eventName, round.roundNumber, compact),
    }),
    [actor, compact],
  );

  const clear = () =>
    bulk.run(async () => {
      setOutcome(null);
      const plan = await clearRounds();
      setOutcome(planOutcome('Cleared rounds of', plan.cleared, plan.skipped));
    });

  if (judgeSheetsFor !== null) {
    const roundParam = Number(search.get('round'));
    const roundNumber = Number.isInteger(roundParam) && roundParam > 0 ? roundParam : null;
    return <JudgeSheetsPrint eventName={judgeSheetsFor} roundNumber={roundNumber} judgeKey={search.get('judge')} />;
  }
  if (heatSheet !== null) return <HeatSheetPrint choice={heatSheet} />;
  return (
    <section>
      <h1 className="h3">Event schedule</h1>
      <DataGate values={[events, settings, slots]}>
        {() => {
          const schedule = scheduleOf(events.data ?? {});
          const sorted = sortEvents(events.data ?? {});
          return (
            <>
              <HeatSheetLink />
              <JudgeSheetsLink eventNames={sorted.map((event) => event.eventName)} />
              <RoundsBulkActions
                showGenerate={settings.data?.hideGenerateRoundsButton !== true}
                showClear={settings.data?.hideClearRoundsButton !== true}
                onClear={() => void clear()}
                pending={bulk.pending}
                error={bulk.error}
                outcome={bulk.done ? outcome : null}
              />
              <NewEventRounds eventNames={sorted.filter((event) => Object.keys(event.rounds ?? {}).length === 0).map((event) => event.eventName)} />
              <WriteFeedback error={drop.error} onDismiss={drop.clearError} />
              {schedule.length === 0 ? (
                <EmptyState title="No rounds yet">Create events on the setup screen, then generate their rounds.</EmptyState>
              ) : (
                <ScheduleTable
                  schedule={schedule}
                  showScheduleIndex={settings.data?.showScheduleIndex === true}
                  highlightOtherRoundsInEvent={settings.data?.highlightOtherRoundsInEvent === true}
                  actions={actions}
                  inHeats={roundsInHeats(slots.data ?? {})}
                  onDrop={(round: Round, to: number) => void drop.run(() => actions.move(round, to))}
                />
              )}
              <RunningOrderPanel />
            </>
          );
        }}
      </DataGate>
    </section>
  );
}
