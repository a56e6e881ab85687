import Table from 'react-bootstrap/Table';
import { formatClock } from '../../../components/format-date';
import { ScrollBox } from '../../../components/scroll-box';
import { heatRounds } from '../../../components/running-order/heat-rounds-text';
import { SLOT_STATUS_TEXT } from '../../../components/running-order/slot-status-text';
import type { CompetitionEvent } from '../../../domain/model';
import type { SlotTiming } from '../../../domain/running-order';

export interface HeatTableProps {
  label: string;
  heats: readonly SlotTiming[];
  events: Readonly<Record<string, CompetitionEvent>>;
}

const ROW_CLASS: Partial<Record<SlotTiming['status'], string>> = {
  'on-floor': 'table-warning fw-semibold',
  'on-deck': 'table-info',
  danced: 'text-secondary',
};

/** Heats in order: number, estimated time, the events and rounds danced together, and the status. */
export function HeatTable({ label, heats, events }: HeatTableProps) {
  return (
    <ScrollBox label={`${label}, scrolls sideways`}>
    <Table size="sm" className="running-order-table mb-0" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Heat</th>
          <th scope="col">Time</th>
          <th scope="col">Events</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {heats.map((timing) => {
          if (timing.slot.kind !== 'heat') return null;
          return (
            <tr key={timing.slotKey} className={ROW_CLASS[timing.status]} aria-current={timing.status === 'on-floor' ? 'true' : undefined}>
              <th scope="row" className="running-order-number">{timing.slot.number}</th>
              <td className="text-nowrap">{timing.estimatedStart !== undefined ? formatClock(timing.estimatedStart) : '—'}</td>
              <td>
                {heatRounds(events, timing.slot).map((round) => (
                  <div key={round.roundKey}>
                    {round.eventName} — {round.roundName}
                    {round.part && <span className="text-secondary"> ({round.part})</span>}
                  </div>
                ))}
              </td>
              <td className="text-nowrap running-order-status">{SLOT_STATUS_TEXT[timing.status]}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
    </ScrollBox>
  );
}
