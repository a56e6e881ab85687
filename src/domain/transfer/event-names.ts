// Finding the competition's events from what a spreadsheet cell says: names compared without case or
// extra spaces; several events in one cell separated by ; | or line breaks (or commas, when the
// pieces are event names themselves).
import type { CompetitionEvent } from '../model';

const squash = (text: string) => text.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();

export interface EventLookup {
  /** Every event the cells name (file order, no repeats) and the pieces that name none. */
  read(cells: readonly string[]): { events: string[]; unknown: string[] };
}

export function eventLookup(events: Readonly<Record<string, CompetitionEvent>>): EventLookup {
  const byName = new Map(Object.keys(events).map((name) => [squash(name), name]));
  const resolve = (piece: string): { events: string[]; unknown: string[] } => {
    const whole = byName.get(squash(piece));
    if (whole !== undefined) return { events: [whole], unknown: [] };
    const parts = piece.split(',').map((p) => p.trim()).filter((p) => p !== '');
    const found = parts.map((p) => byName.get(squash(p)));
    if (parts.length > 1 && found.every((f) => f !== undefined)) return { events: found as string[], unknown: [] };
    return { events: [], unknown: [piece.trim()] };
  };
  return {
    read(cells) {
      const events: string[] = [];
      const unknown: string[] = [];
      for (const piece of cells.flatMap((cell) => cell.split(/[;|\n\r]+/u)).filter((p) => p.trim() !== '')) {
        const result = resolve(piece);
        for (const e of result.events) if (!events.includes(e)) events.push(e);
        unknown.push(...result.unknown);
      }
      return { events, unknown };
    },
  };
}
