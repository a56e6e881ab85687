// The running order's one line on what is danced now, e.g. "Heat 12: Bronze Latin Rumba Semi-Final", or with
// several floors "Main: Heat 12: …; Side: Heat 30: …". The public schedule shows it above the heats, and its
// first paint (../first-paint) writes the same line from the REST answers before the app has loaded.
import { heatRoundsText } from '../../../components/running-order/heat-rounds-text';
import type { CompetitionEvent } from '../../../domain/model';
import { floorOf, type Timeline } from '../../../domain/running-order';

/** Null when nothing is on the floor (before the first heat, in a break, after the last). */
export function onTheFloorText(timeline: Timeline, events: Readonly<Record<string, CompetitionEvent>>): string | null {
  const lines = timeline.slots.flatMap(({ slot, status }) => {
    if (status !== 'on-floor' || slot.kind !== 'heat') return [];
    const heat = `Heat ${slot.number}: ${heatRoundsText(events, slot)}`;
    const floor = timeline.floors?.find((f) => f.floor === floorOf(slot));
    return [floor ? `${floor.name}: ${heat}` : heat];
  });
  return lines.length === 0 ? null : lines.join('; ');
}

/** The line's element, as the screen renders it and the first paint writes it (its label, its role). */
export const ON_THE_FLOOR_LINE = { className: 'schedule-on-floor fw-semibold', label: 'On the floor' } as const;
