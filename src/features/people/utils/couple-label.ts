// How the organiser's couple screens name a couple record: names, and the back number when it has one.
import type { CompetitionEvent } from '../../../domain/model';
import type { Couple } from '../../../domain/people';

/** entryId → the couple's back number, from any event it is entered in. */
export function backNumbers(events: Readonly<Record<string, CompetitionEvent>>): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const event of Object.values(events)) {
    for (const entry of Object.values(event.entries ?? {})) {
      if (entry.leadNumber !== undefined && !numbers.has(entry.entryId)) numbers.set(entry.entryId, entry.leadNumber);
    }
  }
  return numbers;
}

export function coupleLabel(couple: Couple, numbers: ReadonlyMap<string, number>): string {
  const number = numbers.get(couple.coupleId);
  return `${couple.leadName} & ${couple.followName}${number !== undefined ? ` (#${number})` : ''}`;
}

export function sortedCouples(couples: Readonly<Record<string, Couple>>): Couple[] {
  return Object.values(couples).sort((a, b) => a.leadName.localeCompare(b.leadName) || a.followName.localeCompare(b.followName));
}
