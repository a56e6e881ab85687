// A couple links two person records (couples/<coupleId>) and belongs to the account that registered it.
// coupleId is entryIdFor(lead, follow): the key its entries already have in every event.
import { entryIdFor } from '../entries';
import type { Person } from './person';

export interface Couple {
  coupleId: string;
  leadId: string;
  followId: string;
  leadName: string;
  followName: string;
  affiliation: string;
  /** uid of the account that registered the couple (or received it by transfer). */
  ownerUid: string;
  createdAt: number;
  /**
   * The owner's numbered slot (accountCouples/<ownerUid>/<slot> = coupleId), claimed in the same update
   * that creates the record; the rules allow slots below the organiser's cap. Absent for a team captain's,
   * an organiser's and a transferred couple.
   */
  slot?: number;
  /** Couple ids merged into this one → when. */
  mergedFrom?: Record<string, number>;
}

export function makeCouple(lead: Person, follow: Person, affiliation: string, ownerUid: string, createdAt: number): Couple {
  return {
    coupleId: entryIdFor(lead.name, follow.name),
    leadId: lead.personId, followId: follow.personId, leadName: lead.name, followName: follow.name,
    affiliation: affiliation.trim(), ownerUid, createdAt,
  };
}
