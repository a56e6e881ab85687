// How a mark sheet names its judges, couples and dance in error messages. The bare-array interface
// only knows positions, so judges default to "Judge 1..J"; the results builders pass judge keys and
// back numbers so the scrutineer reads the names printed on the sheets.

export interface SheetLabels {
  /** The dance the sheet is for; omitted for a stand-alone single dance. */
  dance?: string;
  /** Label of each judge by position; defaults to "1", "2", ... */
  judges?: readonly string[];
  /** Label of a couple by id (e.g. its back number); defaults to the id itself. */
  coupleLabel?: (couple: string) => string;
}

export function judgeLabel(labels: SheetLabels, judgeIndex: number): string {
  return labels.judges?.[judgeIndex] ?? String(judgeIndex + 1);
}

export function coupleLabel(labels: SheetLabels, couple: string): string {
  return labels.coupleLabel ? labels.coupleLabel(couple) : couple;
}

/** " in Waltz", or nothing when the sheet has no dance name. */
export function inDance(labels: SheetLabels): string {
  return labels.dance === undefined ? '' : ` in ${labels.dance}`;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

export function countWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** "12", "12 and 15", "12, 15 and 17". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
