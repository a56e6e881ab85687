// Team rates are keyed by affiliation, which may hold characters a database key may not.
import { fitKey, escapeKeyPart } from '../competitors';
import { normalizeName } from '../competitors';

export function teamRateKey(affiliation: string): string {
  return fitKey(escapeKeyPart(normalizeName(affiliation)), 120);
}
