// The organiser's search over couples: either name, the affiliation, or the exact back number.
import type { CoupleRow } from './couple-rows';
import { normalizeName } from '../competitors';

export function matchesSearch(row: CoupleRow, query: string): boolean {
  const q = normalizeName(query);
  if (q === '') return true;
  const { leadName, followName, affiliation, leadNumber } = row.entry;
  return [leadName, followName, affiliation].some((text) => normalizeName(text).includes(q)) || String(leadNumber ?? '') === q;
}
