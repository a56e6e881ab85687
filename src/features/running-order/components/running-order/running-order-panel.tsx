// The organiser's running order (issue 16): settings and build, the day's clashes always in view, the
// numbered heats with planned and estimated times, combining, splitting, breaks and renumbering.
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import * as orders from '../../../../use-cases/running-order/running-order';
import { moveCoupleToHeat, moveHeats, undoChange } from '../../../../use-cases/running-order/day-moves';
import { useRunningOrder } from '../../../../data/hooks/running-order';
import {
  clashReport, dayTimelineOf, floorHeatsInOrder, floorNameOf, floorOf, floorsOf, floorTimelineOf, floorUndoRefusal, runningOrderProblems, slotsInOrder, timelineOf, undoRefusal, type OrderedHeat, type RunningOrderInput, type UndoRecord,
} from '../../../../domain/running-order';
import { ConfirmButton } from '../../../../console-kit/components/confirm-button';
import { DataGate } from '../../../../console-kit/components/data-gate';
import { latenessWords } from '../../../../components/running-order/lateness-text';
import { WriteFeedback } from '../../../../console-kit/components/write-feedback';
import { useThunkWrite } from '../../../../console-kit/hooks/use-thunk-write';
import { useNow } from '../../hooks/use-now';
import { AddBreakForm } from './add-break-form';
import { ClashList } from './clash-list';
import { FloorsForm } from './floors-form';
import { GenerateOrderPanel } from './generate-order-panel';
import { useFirstSeenClashes } from './use-first-seen-clashes';
import { MovePickedHeats } from './move-picked-heats';
import { UndoMove } from './undo-move';
import { dropPlace } from '../../utils/drop-place';
import { HeatsTable } from './heats-table';
import { ScheduleSettingsForm } from './schedule-settings-form';
import type { SlotActions } from './slot-actions';
import { SplitRoundControls } from './split-round-controls';

/** The last move on this screen, for its Undo: a move within the list (its inverse) or to another floor (moved back). */
type LastMove = { kind: 'list'; record: UndoRecord } | { kind: 'floor'; label: string; slotKey: string; from: string; to: string };

/** "Undo moving heat 12 to place 4" → "Saved: moved heat 12 to place 4." */
const savedText = (record: UndoRecord) => `Saved: ${record.label.replace(/^Undo moving/u, 'moved')}.`;

/** Split rounds: round key → its heats in order. */
function splitRounds(input: RunningOrderInput): [string, OrderedHeat[]][] {
  const byRound = new Map<string, OrderedHeat[]>();
  for (const heat of floorHeatsInOrder(input.slots)) {
    for (const [roundKey, ref] of Object.entries(heat.slot.rounds)) {
      if (ref.parts !== undefined) byRound.set(roundKey, [...(byRound.get(roundKey) ?? []), heat]);
    }
  }
  return [...byRound];
}

/** The pace: of the floor, or of each floor on a day of several (issue 30: lateness is estimated per floor). */
function Lateness({ input, now }: { input: RunningOrderInput; now: number }) {
  const floors = floorsOf(input.slots, input.settings);
  if (floors.length === 1) {
    const minutes = timelineOf(input, now).latenessMinutes;
    return minutes === null ? null : <p role="status" className="fw-semibold">The floor is {latenessWords(minutes)}.</p>;
  }
  const paces = floors.flatMap((floor) => {
    const minutes = floorTimelineOf(input, floor, now).latenessMinutes;
    return minutes === null ? [] : [`${floorNameOf(input.settings, floor)} is ${latenessWords(minutes)}.`];
  });
  return paces.length === 0 ? null : <p role="status" className="fw-semibold">{paces.join(' ')}</p>;
}

function RunningOrderEditor({ input }: { input: RunningOrderInput }) {
  const now = useNow();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const combine = useThunkWrite();
  const day = useThunkWrite();
  const moves = useThunkWrite();
  const [undo, setUndo] = useState<LastMove | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // Each heat timed on its own floor (one floor: exactly timelineOf), so a heat started on one floor leaves the other's as they are.
  const timeline = useMemo(() => dayTimelineOf(input, now), [input, now]);
  const unmarked = useMemo(() => clashReport(input, now, [], { suggest: false }), [input, now]);
  const firstSeen = useFirstSeenClashes(unmarked);
  const clashes = useMemo(() => clashReport(input, now, firstSeen), [input, now, firstSeen]);
  const problems = useMemo(() => runningOrderProblems(input), [input]);
  const ordered = slotsInOrder(input.slots);
  const built = ordered.length > 0;
  const pickedInOrder = ordered.map(({ key }) => key).filter((key) => picked.has(key));
  /** Every move on this screen: written, said, and offered for undo. */
  const moved = (record: UndoRecord) => {
    setUndo({ kind: 'list', record });
    setSaved(savedText(record));
  };
  const move = (slotKeys: readonly string[], place: number) =>
    void moves.run(async () => {
      setSaved(null);
      moved(await moveHeats(slotKeys, place));
      setPicked(new Set());
    });
  const drop = (active: string, over: string) => {
    const moving = picked.has(active) ? pickedInOrder : [active];
    const place = dropPlace(ordered.map(({ key }) => key), moving, active, over);
    if (place !== null) move(moving, place);
  };
  /** An edit that can put rounds on another floor: judged rounds that kept their panel are named. */
  const noted = (done: string | null, note: string | null) => {
    if (done !== null || note !== null) setSaved([done ?? 'Saved.', note].filter((x) => x !== null).join(' '));
  };
  const undoLabel = undo === null ? null : undo.kind === 'list' ? undo.record.label : undo.label;
  const undoRefused = undo === null ? null : undo.kind === 'list' ? undoRefusal(undo.record, input.slots) : floorUndoRefusal(input, undo.slotKey, undo.to);
  const undoMove = () =>
    void moves.run(async () => {
      if (undo === null) return;
      setSaved(null);
      const note = undo.kind === 'list' ? (await undoChange(undo.record), null) : await orders.moveHeatBackToFloor(undo.slotKey, undo.from);
      setUndo(null);
      noted(`Saved: undone (${(undoLabel ?? '').replace(/^Undo /u, '')}).`, note);
    });
  const actions: SlotActions = {
    // The ↑/↓ buttons: one slot to index `to` (0-based) of the day, that is place to + 1.
    move: async (slotKey, to) => moved(await moveHeats([slotKey], to + 1)),
    record: (slotKey, moment) => orders.recordSlotTime(slotKey, moment),
    separate: async (slotKey, roundKey) => noted(null, await orders.separateRound(slotKey, roundKey)),
    splitInTwo: async (roundKey) => noted(null, await orders.resplitRound(roundKey, 2)),
    moveToFloor: async (slotKey, floor) => {
      setSaved(null);
      const heat = input.slots[slotKey];
      if (heat?.kind !== 'heat') return;
      const note = await orders.moveHeatToFloor(slotKey, floor);
      setUndo({ kind: 'floor', label: `Undo moving heat ${heat.number} to ${floorNameOf(input.settings, floor)}`, slotKey, from: floorOf(heat), to: floor });
      noted(`Saved: heat ${heat.number} is now on ${floorNameOf(input.settings, floor)}.`, note);
    },
    editBreak: orders.editBreak,
    removeBreak: orders.removeBreak,
  };
  const pick = (slotKey: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(slotKey);
    else next.delete(slotKey);
    setPicked(next);
  };
  const combinePicked = async () => {
    const keys = ordered.map(({ key }) => key).filter((key) => picked.has(key));
    noted(null, await orders.combineHeats(keys[0] ?? '', keys.slice(1)));
    setPicked(new Set());
  };
  return (
    <>
      <ScheduleSettingsForm stored={input.settings} built={built} onSave={orders.saveScheduleSettings} onBuild={async (settings) => noted(null, await orders.buildRunningOrderFromRounds(settings))} />
      <FloorsForm stored={input.settings} onSave={orders.saveScheduleSettings} />
      <GenerateOrderPanel input={input} />
      <ClashList groups={clashes} pending={moves.pending} onResolve={(slotKey, place) => move([slotKey], place)} />
      {problems.length > 0 && (
        <ul aria-label="Out of step with the rounds" className="small text-danger">
          {problems.map(({ message, round }) => (
            <li key={message}>
              {message}
              {round && (
                <Button size="sm" variant="link" className="py-0" disabled={day.pending} onClick={() => void day.run(async () => noted(null, await orders.addRoundToRunningOrder(round.eventName, round.roundNumber)))}>
                  Add {round.eventName} round {round.roundNumber} to the running order
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {built && (
        <>
          <Lateness input={input} now={now} />
          <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
            <Button size="sm" variant="outline-primary" disabled={picked.size < 2 || combine.pending} onClick={() => void combine.run(combinePicked)}>
              Combine picked heats
            </Button>
            <span className="small text-muted">{picked.size} picked</span>
            <ConfirmButton label="Renumber heats" confirmLabel="Confirm renumbering the heats 1, 2, 3 … (printed numbers change)" disabled={day.pending} onConfirm={() => void day.run(orders.renumberHeats)} />
          </div>
          <div className="d-flex flex-wrap gap-3 align-items-center mb-2">
            <MovePickedHeats input={input} picked={pickedInOrder} pending={moves.pending} onMove={move} />
            <UndoMove label={undoLabel} refusal={undoRefused} pending={moves.pending} onUndo={undoMove} />
          </div>
          <WriteFeedback error={combine.error ?? day.error ?? moves.error} done={saved !== null && !moves.pending} doneText={saved ?? ''} onDismiss={() => { combine.clearError(); day.clearError(); moves.clearError(); }} />
          <HeatsTable input={input} timings={timeline.slots} picked={picked} onPick={pick} actions={actions} onDrop={drop} />
          <AddBreakForm slots={ordered} onAdd={orders.addBreak} />
          {splitRounds(input).length > 0 && (
            <section aria-labelledby="split-heading">
              <h3 id="split-heading" className="h6">Split rounds</h3>
              <ul className="list-unstyled">
                {splitRounds(input).map(([roundKey, heats]) => (
                  <SplitRoundControls key={`${roundKey}:${heats.length}`} input={input} roundKey={roundKey} heats={heats} onResplit={async (roundKey, parts) => noted(null, await orders.resplitRound(roundKey, parts))} onMoveCouple={async (roundKey, entryId, toSlotKey) => moved(await moveCoupleToHeat(roundKey, entryId, toSlotKey))} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </>
  );
}

export function RunningOrderPanel() {
  const runningOrder = useRunningOrder();
  return (
    <section aria-labelledby="heats-heading" className="mt-4">
      <h2 id="heats-heading" className="h4">Heats</h2>
      <DataGate values={[runningOrder]}>{() => (runningOrder.data ? <RunningOrderEditor input={runningOrder.data} /> : null)}</DataGate>
    </section>
  );
}
