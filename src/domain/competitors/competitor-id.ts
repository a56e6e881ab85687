// A competitor's id: the same person typed slightly differently in two registrations gets one id.
import { fitKey, escapeKeyPart } from './database-key';
import { normalizeName } from './names';

export class EmptyNameError extends Error {
  constructor(readonly field: string) {
    super(`The ${field} is empty; enter the person's full name.`);
    this.name = 'EmptyNameError';
  }
}

/** The rules keep leadId and followId to 120 characters. */
export const MAX_COMPETITOR_ID_LENGTH = 120;

/** Deterministic, a legal database key of at most 120 characters, usable in /competitors/{id}. */
export function competitorIdFor(name: string, field = 'name'): string {
  const normalized = normalizeName(name);
  if (normalized === '') throw new EmptyNameError(field);
  return fitKey(escapeKeyPart(normalized), MAX_COMPETITOR_ID_LENGTH);
}
