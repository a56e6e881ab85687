// The numbered heats and breaks of the day, in order, with planned and estimated times side by side.
import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Table from 'react-bootstrap/Table';
import type { BreakSlot, FloorHeatSlot } from '../../../../domain/model';
import type { RunningOrderInput, SlotTiming } from '../../../../domain/running-order';
import { BreakRow } from './break-row';
import { HeatRow } from './heat-row';
import type { SlotActions } from './slot-actions';

export interface HeatsTableProps {
  input: RunningOrderInput;
  timings: readonly SlotTiming[];
  picked: ReadonlySet<string>;
  onPick: (slotKey: string, picked: boolean) => void;
  actions: SlotActions;
  /** A slot dragged and dropped over another (slot keys); the caller turns it into a move. */
  onDrop: (active: string, over: string) => void;
}

const isHeat = (t: SlotTiming): t is SlotTiming & { slot: FloorHeatSlot } => t.slot.kind === 'heat';

export function HeatsTable({ input, timings, picked, onPick, actions, onDrop }: HeatsTableProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onDrop(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
    <SortableContext items={timings.map((t) => t.slotKey)} strategy={verticalListSortingStrategy}>
    <Table size="sm" responsive aria-label="Heats of the day" className="align-middle">
      <thead>
        <tr>
          <th scope="col"><span className="visually-hidden">Drag or pick</span></th>
          <th scope="col">Heat</th>
          <th scope="col">Events and rounds</th>
          <th scope="col">Couples</th>
          <th scope="col">Planned</th>
          <th scope="col">Estimated</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {timings.map((timing, i) =>
          isHeat(timing) ? (
            <HeatRow key={timing.slotKey} input={input} timing={timing} index={i} count={timings.length} picked={picked.has(timing.slotKey)} onPick={(on) => onPick(timing.slotKey, on)} actions={actions} />
          ) : (
            <BreakRow key={`${timing.slotKey}:${(timing.slot as BreakSlot).label}:${(timing.slot as BreakSlot).minutes}`} timing={timing as SlotTiming & { slot: BreakSlot }} index={i} count={timings.length} actions={actions} />
          ),
        )}
      </tbody>
    </Table>
    </SortableContext>
    </DndContext>
  );
}
