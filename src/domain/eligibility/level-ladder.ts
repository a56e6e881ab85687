// The collegiate proficiency ladder, lowest first, that level rules measure distance on.
import type { Level } from '../model';

export const LEVEL_LADDER: readonly Level[] = ['Newcomer', 'Bronze', 'Silver', 'Gold', 'Novice', 'Prechamp', 'Championship'];

/** Position on the ladder, or -1 for a level that is not on it (Open, Amateur, …). */
export function ladderIndex(level: string): number {
  return LEVEL_LADDER.indexOf(level as Level);
}

export function onLadder(level: string): level is Level {
  return ladderIndex(level) !== -1;
}

/** 'Bronze', 'Bronze and Gold', 'Bronze, Silver and Gold'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function levelsInOrder(levels: Iterable<string>): string[] {
  return [...new Set(levels)].sort((a, b) => ladderIndex(a) - ladderIndex(b));
}
