// How people's names are compared and shown: one rule, used for duplicate checks, ids and lookups.

/** Trimmed, inner whitespace collapsed to one space; the case the person typed is kept for display. */
export function displayName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/**
 * The comparison form: display form, lower-cased. Deliberately no compatibility folding (NFKC):
 * database.rules.json re-derives entry keys as leadName.toLowerCase() with the same escapes, and the
 * rules language cannot fold, so both sides must compute exactly this.
 */
export function normalizeName(name: string): string {
  return displayName(name).toLowerCase();
}

export function sameName(a: string, b: string): boolean {
  return normalizeName(a) === normalizeName(b);
}
