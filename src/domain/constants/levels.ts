// Levels, their groups and the order screens list them in (spec section 9).
import { LEVELS, type Level } from '../model';

/** Levels whose events are open to anyone at or below them (no syllabus restriction on figures). */
export const OPEN_LEVELS: readonly Level[] = ['Novice', 'Prechamp', 'Championship', 'Open', 'Amateur'];

/** Levels restricted to the syllabus figures of their medal. */
export const SYLLABUS_LEVELS: readonly Level[] = ['Newcomer', 'Bronze', 'Silver', 'Gold', 'Syllabus'];

export type LevelGroup = 'Open' | 'Syllabus' | 'Other';

/**
 * The spec's sort order (its "Champ" is Championship), then the two levels it leaves out:
 * Open after Championship because an Open event admits every level, Amateur last because it is a
 * separate (non-collegiate) division that program books print after the collegiate levels.
 */
export const LEVEL_SORT_ORDER: readonly Level[] = [
  'Beginner', 'Newcomer', 'Bronze', 'Silver', 'Gold', 'Syllabus', 'Advanced',
  'Novice', 'Prechamp', 'Championship', 'Open', 'Amateur',
];

export function levelGroup(level: Level): LevelGroup {
  if (OPEN_LEVELS.includes(level)) return 'Open';
  if (SYLLABUS_LEVELS.includes(level)) return 'Syllabus';
  return 'Other';
}

/** Position in LEVEL_SORT_ORDER; unknown strings (old records) sort after every known level. */
export function levelRank(level: string): number {
  const index = LEVEL_SORT_ORDER.indexOf(level as Level);
  return index === -1 ? LEVEL_SORT_ORDER.length : index;
}

export function compareLevels(a: string, b: string): number {
  return levelRank(a) - levelRank(b);
}

export function isLevel(value: string): value is Level {
  return (LEVELS as readonly string[]).includes(value);
}
