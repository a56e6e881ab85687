// The demo's events: a realistic collegiate program across every style, from Newcomer to Championship.
import type { Level, Style } from '../domain/model';

export interface DemoEventSpec {
  level: Level;
  style: Style;
  dances: readonly string[];
  /** Couples the generator aims to enter, chosen to give straight finals and up to four rounds. */
  size: number;
}

export const DEMO_EVENT_SPECS: readonly DemoEventSpec[] = [
  { level: 'Newcomer', style: 'Standard', dances: ['Waltz'], size: 34 },
  { level: 'Newcomer', style: 'Latin', dances: ['ChaCha'], size: 26 },
  { level: 'Bronze', style: 'Standard', dances: ['Waltz'], size: 18 },
  { level: 'Bronze', style: 'Standard', dances: ['Quickstep'], size: 12 },
  { level: 'Bronze', style: 'Latin', dances: ['ChaCha'], size: 20 },
  { level: 'Bronze', style: 'Latin', dances: ['Rumba'], size: 13 },
  { level: 'Bronze', style: 'Smooth', dances: ['Waltz'], size: 10 },
  { level: 'Bronze', style: 'Rhythm', dances: ['ChaCha'], size: 9 },
  { level: 'Silver', style: 'Standard', dances: ['Waltz', 'Quickstep'], size: 12 },
  { level: 'Silver', style: 'Latin', dances: ['ChaCha', 'Rumba'], size: 11 },
  { level: 'Silver', style: 'Smooth', dances: ['Waltz', 'Foxtrot'], size: 8 },
  { level: 'Silver', style: 'Rhythm', dances: ['ChaCha', 'Swing'], size: 7 },
  { level: 'Gold', style: 'Standard', dances: ['Waltz', 'Tango', 'Foxtrot'], size: 8 },
  { level: 'Gold', style: 'Latin', dances: ['ChaCha', 'Samba', 'Rumba'], size: 10 },
  { level: 'Gold', style: 'Smooth', dances: ['Waltz', 'Tango', 'Foxtrot'], size: 6 },
  { level: 'Novice', style: 'Standard', dances: ['Waltz', 'Quickstep'], size: 7 },
  { level: 'Prechamp', style: 'Latin', dances: ['ChaCha', 'Rumba', 'Jive'], size: 6 },
  { level: 'Championship', style: 'Standard', dances: ['Waltz', 'Tango', 'Viennese Waltz', 'Foxtrot', 'Quickstep'], size: 6 },
  { level: 'Championship', style: 'Latin', dances: ['ChaCha', 'Samba', 'Rumba', 'Paso Doble', 'Jive'], size: 7 },
  { level: 'Open', style: 'Nightclub', dances: ['Salsa'], size: 10 },
  { level: 'Open', style: 'Nightclub', dances: ['West Coast Swing'], size: 8 },
];

/** "Bronze Standard Waltz", "Silver Latin ChaCha & Rumba", "Gold Smooth" (all of the event's dances). */
export function demoEventName(spec: DemoEventSpec): string {
  const base = `${spec.level} ${spec.style}`;
  if (spec.dances.length === 1) return `${base} ${spec.dances[0]}`;
  if (spec.dances.length === 2) return `${base} ${spec.dances[0]} & ${spec.dances[1]}`;
  return base;
}
