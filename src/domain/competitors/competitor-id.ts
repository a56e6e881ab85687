// A competitor's id: the same person typed slightly differently in two registrations gets one id.
import { fitKey, escapeKeyPart } from '../entries/database-key';
import { normalizeName } from '../entries/names';

export class EmptyNameError extends Error {
  constructor(readonly field: string) {
    super(`The ${field} is empty; enter the person's full name.`);
    this.name = 'EmptyNameError';
  }
}

/** Deterministic, a legal database key, usable in /competitors/{id}. */
export function competitorIdFor(name: string, field = 'name'): string {
  const normalized = normalizeName(name);
  if (normalized === '') throw new EmptyNameError(field);
  return fitKey(escapeKeyPart(normalized));
}
