// Teams pay for their dancers together; dancers without a team (Other, TBA) are invoiced one by one.
import { AFFILIATION_OTHER, AFFILIATION_TBA } from '../constants';

export function isIndependentAffiliation(affiliation: string): boolean {
  const trimmed = affiliation.trim();
  return trimmed === '' || trimmed === AFFILIATION_OTHER || trimmed === AFFILIATION_TBA;
}
