// How people's names are compared and shown: one rule, used for duplicate checks, ids and lookups.

/** Trimmed, inner whitespace collapsed to one space; the case the person typed is kept for display. */
export function displayName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** The comparison form: display form, compatibility-folded (ﬁ → fi, full-width → ASCII) and case-folded. */
export function normalizeName(name: string): string {
  return displayName(name.normalize('NFKC')).toLowerCase();
}

export function sameName(a: string, b: string): boolean {
  return normalizeName(a) === normalizeName(b);
}
