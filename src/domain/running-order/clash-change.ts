// Which clashes an edit creates or makes worse. A clash is the same clash wherever its heats move (the
// dancer and the two heats' rounds, in either order); it is worse when fewer heats are left between them.
import type { Clash, ClashHeat } from './clashes';

const side = (heat: ClashHeat) => `${heat.slotKey}:${heat.eventName}:${heat.roundNumber}`;

/** The identity of a clash, unchanged when its two heats swap places. */
export function clashIdentity(clash: Clash): string {
  return [clash.personId, ...[side(clash.first), side(clash.second)].sort()].join('|');
}

export interface ClashChange {
  clash: Clash;
  change: 'new' | 'worse';
  /** Heats between before the edit, for a clash made worse. */
  heatsBetweenBefore?: number;
}

/** The clashes in `after` that are new, or closer together than they were in `before`. */
export function clashesMadeWorse(before: readonly Clash[], after: readonly Clash[]): ClashChange[] {
  const known = new Map(before.map((clash) => [clashIdentity(clash), clash.heatsBetween]));
  return after.flatMap((clash): ClashChange[] => {
    const was = known.get(clashIdentity(clash));
    if (was === undefined) return [{ clash, change: 'new' }];
    return clash.heatsBetween < was ? [{ clash, change: 'worse', heatsBetweenBefore: was }] : [];
  });
}

/** One sentence per created or worsened clash, naming the dancers. */
export function clashChangeMessage(changes: readonly ClashChange[]): string {
  const count = changes.length;
  const what = count === 1 ? 'a clash' : `${count} clashes`;
  return `This change would create or worsen ${what}: ${changes.map(({ clash, change, heatsBetweenBefore }) =>
    change === 'new' ? clash.message : `${clash.message.replace(/\.$/u, '')} (was ${heatsBetweenBefore} between).`).join(' ')}`;
}
