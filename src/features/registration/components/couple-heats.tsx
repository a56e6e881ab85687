// "When do we dance": one couple's heats from the day model, each with its number, floor and one time (the
// live estimate, the same as the dancer's page, /schedule and the heat sheet).
import Table from 'react-bootstrap/Table';
import { formatClock } from '../../../components/format-date';
import type { HeatOfCouple } from '../../../domain/running-order';

export interface CoupleHeatsProps {
  who: string;
  heats: readonly HeatOfCouple[];
  /** Name the floor of each heat (the day uses more than one). */
  floorName: ((floor: string) => string) | null;
}

const STATUS: Record<HeatOfCouple['status'], string> = { danced: 'Danced', 'on-floor': 'On the floor', 'on-deck': 'On deck', 'to-come': '' };

function partText(heat: HeatOfCouple): string {
  return heat.part !== undefined && heat.parts !== undefined ? ` (part ${heat.part} of ${heat.parts})` : '';
}

export function CoupleHeats({ who, heats, floorName }: CoupleHeatsProps) {
  if (heats.length === 0) return <p className="text-secondary small mb-2">No heats yet: the running order does not have this couple in a heat.</p>;
  return (
    <Table size="sm" className="mb-2" aria-label={`Heats of ${who}`}>
      <thead>
        <tr>
          <th scope="col">Heat</th>
          <th scope="col">Time</th>
          {floorName && <th scope="col">Floor</th>}
          <th scope="col">Dance</th>
        </tr>
      </thead>
      <tbody>
        {heats.map((heat) => {
          const time = heat.estimatedStart ?? heat.plannedStart;
          return (
            <tr key={`${heat.slotKey}/${heat.eventName}`} className={heat.status === 'on-floor' || heat.status === 'on-deck' ? 'table-warning' : undefined}>
              <th scope="row">{heat.heatNumber}</th>
              <td className="text-nowrap">{time === undefined ? 'TBA' : formatClock(time)}</td>
              {floorName && <td>{floorName(heat.floor)}</td>}
              <td>
                {heat.eventName} {heat.roundName}{partText(heat)}
                {STATUS[heat.status] && <span className="small text-secondary"> · {STATUS[heat.status]}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
