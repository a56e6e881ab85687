// A couple links two person records (couples/<coupleId>) and belongs to the account that registered it.
// coupleId is entryIdFor(lead, follow): the key its entries already have in every event.
import { entryIdFor } from '../entries';
import type { Person } from './person';

export type { Couple } from '../records';
import type { Couple } from '../records';

export function makeCouple(lead: Person, follow: Person, affiliation: string, ownerUid: string, createdAt: number): Couple {
  return {
    coupleId: entryIdFor(lead.name, follow.name),
    leadId: lead.personId, followId: follow.personId, leadName: lead.name, followName: follow.name,
    affiliation: affiliation.trim(), ownerUid, createdAt,
  };
}
