// The day's running order, reorderable by dragging (mouse, touch or keyboard) or with the arrow buttons.
import { DndContext, type DragEndEvent, closestCenter } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useListSensors } from '../../../console-kit/hooks/use-list-sensors';
import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import type { Round } from '../../../domain/model';
import { roundKey, roundLabel } from '../../../console-kit/utils/round-labels';
import { IN_HEAT_REASON_ID } from './in-heat-reason';
import { ScheduleRow, type ScheduleRowActions } from './schedule-row';
import { KeyboardReorder } from '../../../console-kit/components/keyboard-reorder';
import { REORDER_INSTRUCTIONS } from '../../../console-kit/utils/reorder-instructions';

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
  const sensors = useListSensors();
  const ids = schedule.map(roundKey);
  const [pointed, setPointed] = useState<Round | null>(null);
  const dropOver = (active: string, over: string) => {
    const from = ids.indexOf(active);
    const to = ids.indexOf(over);
    if (from >= 0 && to >= 0 && from !== to) onDrop(schedule[from], to);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) dropOver(String(active.id), String(over.id));
  };
  const movableKeys = schedule.filter((round) => !inHeats.has(roundKey(round))).map(roundKey);
  const labelOf = (key: string) => {
    const round = schedule.find((r) => roundKey(r) === key);
    return round ? roundLabel(round) : 'this round';
  };
  return (
    <>
      {inHeats.size > 0 && (
        <p id={IN_HEAT_REASON_ID} className="small text-secondary">
          A round in a heat takes its place and start time from the running order: move its heat under Heats of the day.
        </p>
      )}
      <KeyboardReorder keys={movableKeys} labelOf={labelOf} onDrop={dropOver}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ screenReaderInstructions: REORDER_INSTRUCTIONS }}>
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
      </KeyboardReorder>
    </>
  );
}
