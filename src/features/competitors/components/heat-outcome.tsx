import { SLOT_STATUS_TEXT } from '../../../components/running-order/slot-status-text';
import { useRoundResults } from '../../../data/hooks/results';
import type { CompetitorHeat } from '../../../domain/running-order';
import { ordinal } from '../../../domain/rounds/round-naming';

export interface HeatOutcomeProps {
  heat: CompetitorHeat;
  /** Read the round's posted result (only once it is posted and results are public). */
  posted: boolean;
}

/** What happened to the couple in this heat: recalled or not, their place, or where the heat is in the day. */
export function HeatOutcome({ heat, posted }: HeatOutcomeProps) {
  const saved = useRoundResults(posted ? heat.eventName : null, posted ? heat.roundNumber : null);
  const result = saved.data;
  if (result?.kind === 'recall') {
    const row = result.result.placements.find((p) => p.entryId === heat.entryId);
    if (row) return <strong>{row.recalled ? 'Recalled' : 'Not recalled'}</strong>;
  }
  if (result?.kind === 'final') {
    const row = result.result.placements.find((p) => p.entryId === heat.entryId);
    if (row) return <strong>Placed {Number.isInteger(row.place) ? ordinal(row.place) : row.place}</strong>;
  }
  return <>{SLOT_STATUS_TEXT[heat.status]}</>;
}
