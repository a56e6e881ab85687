// What a dancer's heats table says in a heat's outcome cell, apart from a final's place (which needs the final's own
// result, heat-outcome.tsx): recalled or not once the round is posted and results are public, else where the heat is
// in the day. The screen and the page's first paint (../first-paint) say the same.
import { SLOT_STATUS_TEXT } from '../../../components/running-order/slot-status-text';
import type { SlotStatus } from '../../../domain/running-order';
import type { PostedOutcome } from '../../../domain/summaries';

export interface OutcomeText {
  text: string;
  /** An outcome of the couple's (shown strong), not the heat's place in the day. */
  strong: boolean;
}

export function outcomeText(outcome: PostedOutcome | undefined, status: SlotStatus): OutcomeText {
  if (outcome?.kind === 'recalled') return { text: 'Recalled', strong: true };
  if (outcome?.kind === 'not-recalled') return { text: 'Not recalled', strong: true };
  return { text: SLOT_STATUS_TEXT[status], strong: false };
}
