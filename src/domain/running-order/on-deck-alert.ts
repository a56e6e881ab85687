// The opt-in "you are on deck" notification: once per heat, when the couple's heat becomes the next to start.
import type { NextHeatStanding } from './next-heat-standing';

export interface OnDeckAlert {
  /** The heat's slot key: a heat already alerted is never alerted again. */
  key: string;
  title: string;
  body: string;
}

/**
 * The alert to show now for one couple (`who`: "Ann Lee & Bo Chan"), or null: only while their heat is on deck
 * and not alerted before (`alerted`: the keys already shown). `floor`: the floor's name when the day has several.
 */
export function onDeckAlertOf(standing: NextHeatStanding, who: string, alerted: ReadonlySet<string>, floor?: string): OnDeckAlert | null {
  if (standing.kind !== 'on-deck' || alerted.has(standing.heat.slotKey)) return null;
  const when = standing.minutes === null || standing.minutes < 1 ? '' : ` in about ${standing.minutes} min`;
  return {
    key: standing.heat.slotKey,
    title: `On deck: heat ${standing.heat.number}`,
    body: `${who}: your heat is next${when}${floor ? ` on ${floor}` : ''}. Go to the edge of the floor.`,
  };
}
