// The day's running order, reorderable by dragging (mouse, touch or keyboard) or with the arrow buttons.
import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import type { Round } from '../../../domain/model';
import { roundKey } from '../../../console-kit/utils/round-labels';
import { IN_HEAT_REASON_ID } from './in-heat-reason';
import { ScheduleRow, type ScheduleRowActions } from './schedule-row';

export interface ScheduleTableProps {
  schedule: Round[];
  showScheduleIndex: boolean;
  /** Settings: while a round is pointed at or focused, mark the other rounds of its event. */
  highlightOtherRoundsInEvent: boolean;
  actions: ScheduleRowActions;
  /** roundKey of every round the running order places in a heat: its place and start come from its heat. */
  inHeats?: ReadonlySet<string>;
  /** Called with the dragged round and its new position; errors are the caller's to show. */
  onDrop: (round: Round, to: number) => void;
}

const NO_HEATS: ReadonlySet<string> = new Set();

export function ScheduleTable({ schedule, showScheduleIndex, highlightOtherRoundsInEvent, actions, inHeats = NO_HEATS, onDrop }: ScheduleTableProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = schedule.map(roundKey);
  const [pointed, setPointed] = useState<Round | null>(null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onDrop(schedule[from], to);
  };
  return (
    <>
      {inHeats.size > 0 && (
        <p id={IN_HEAT_REASON_ID} className="small text-secondary">
          A round in a heat takes its place and start time from the running order: move its heat under Heats of the day.
        </p>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Table size="sm" responsive aria-label="Running order" className="align-middle">
            <thead>
              <tr>
                <th scope="col"><span className="visually-hidden">Drag</span></th>
                <th scope="col">#</th>
                <th scope="col">Round</th>
                <th scope="col">State</th>
                <th scope="col">Recall</th>
                <th scope="col">Starts</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {schedule.map((round, i) => (
                <ScheduleRow
                  key={roundKey(round)}
                  round={round}
                  position={i}
                  count={schedule.length}
                  showScheduleIndex={showScheduleIndex}
                  actions={actions}
                  inHeat={inHeats.has(roundKey(round))}
                  highlighted={highlightOtherRoundsInEvent && pointed !== null && pointed.eventName === round.eventName && pointed.roundNumber !== round.roundNumber}
                  onPoint={(on) => setPointed(on ? round : null)}
                />
              ))}
            </tbody>
          </Table>
        </SortableContext>
      </DndContext>
    </>
  );
}
