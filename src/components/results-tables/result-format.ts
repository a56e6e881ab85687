// How places, numbers and decisions are written on results.
import type { Decision } from '../../domain/scoring';

/** 1 → "1", 2.5 → "2.5": shared places are the mean of the places they cover. */
export function placeText(place: number): string {
  return Number.isInteger(place) ? String(place) : place.toFixed(1);
}

export function numberText(leadNumber: number | undefined): string {
  return leadNumber === undefined ? '—' : String(leadNumber);
}

export const DECISION_TEXT: Readonly<Record<Decision, string>> = {
  R9: 'Rule 9',
  R10: 'Rule 10',
  R11: 'Rule 11',
  tie: 'Tie',
};

/** A cumulative column cell: the count, and the sum in brackets where rule 7 compared sums. */
export function cellText(cell: { count: number; sum?: number }): string {
  return cell.sum === undefined ? String(cell.count) : `${cell.count} (${cell.sum})`;
}
