// Team rates are keyed by affiliation, which may hold characters a database key may not.
import { fitKey, escapeKeyPart } from '../entries/database-key';
import { normalizeName } from '../entries/names';

export function teamRateKey(affiliation: string): string {
  return fitKey(escapeKeyPart(normalizeName(affiliation)), 120);
}
