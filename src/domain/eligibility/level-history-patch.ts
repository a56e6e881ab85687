// Past results the organiser enters (eligibility/history/<personId>/<style>): the highest level a dancer
// has danced before in a style, which the highest-level rule measures from.
import { competitorIdFor } from '../competitors';
import { STYLES, type Style } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { LEVEL_LADDER, onLadder } from './level-ladder';

export class LevelHistoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LevelHistoryError';
  }
}

/** Sets (or with null clears) one dancer's highest past level in one style. */
export function levelHistoryPatch(dancerName: string, style: Style, level: string | null): TreeUpdate {
  if (!STYLES.includes(style)) throw new LevelHistoryError(`Choose a style from the list (${STYLES.join(', ')}).`);
  if (level !== null && !onLadder(level)) throw new LevelHistoryError(`Choose a level from ${LEVEL_LADDER.join(', ')}; other levels are not counted by the rules.`);
  const personId = competitorIdFor(dancerName, "dancer's name");
  return { [paths.eligibilityHistoryLevel(personId, style)]: level };
}
