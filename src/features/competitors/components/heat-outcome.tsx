import { SLOT_STATUS_TEXT } from '../../../components/running-order/slot-status-text';
import { useFinalResults } from '../../../data/hooks/results';
import type { CompetitorHeat } from '../../../domain/running-order';
import type { PostedOutcome } from '../../../domain/summaries';
import { ordinal } from '../../../domain/rounds';
import { outcomeText } from './outcome-text';

export interface HeatOutcomeProps {
  heat: CompetitorHeat;
  /** The posted round's outcome for this couple, once it is posted and results are public. */
  outcome: PostedOutcome | undefined;
}

/** The couple's place in the event's final result (a small record), or where the heat is in the day. */
function FinalOutcome({ heat }: { heat: CompetitorHeat }) {
  const final = useFinalResults(heat.eventName);
  const place = final.data?.places.find((row) => row.entryId === heat.entryId)?.place;
  if (place === undefined) return <>{SLOT_STATUS_TEXT[heat.status]}</>;
  return <strong>Placed {Number.isInteger(place) ? ordinal(place) : place}</strong>;
}

/** What happened to the couple in this heat: recalled or not, their place, or where the heat is in the day. */
export function HeatOutcome({ heat, outcome }: HeatOutcomeProps) {
  if (outcome?.kind === 'final') return <FinalOutcome heat={heat} />;
  const { text, strong } = outcomeText(outcome, heat.status);
  return strong ? <strong>{text}</strong> : <>{text}</>;
}
