// The public running order in sections: the heats between two breaks, each printed on its own sheet.
import type { BreakSlot } from '../../../domain/model';
import type { SlotTiming } from '../../../domain/running-order';

export interface DaySection {
  /** The break that opens the section (none for the first). */
  opening?: { timing: SlotTiming; slot: BreakSlot };
  heats: SlotTiming[];
}

export function daySections(slots: readonly SlotTiming[]): DaySection[] {
  const sections: DaySection[] = [{ heats: [] }];
  for (const timing of slots) {
    if (timing.slot.kind === 'break') sections.push({ opening: { timing, slot: timing.slot }, heats: [] });
    else sections[sections.length - 1].heats.push(timing);
  }
  return sections.filter((section, i) => i > 0 || section.heats.length > 0);
}
