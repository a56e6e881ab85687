// Styles and the dances each one holds (spec section 9), in the order a program lists them.
import { STYLES, type Style } from '../model';

export { STYLES };

export const DANCES_BY_STYLE: Readonly<Record<Style, readonly string[]>> = {
  Standard: ['Waltz', 'Tango', 'Foxtrot', 'Quickstep', 'Viennese Waltz'],
  Latin: ['ChaCha', 'Samba', 'Rumba', 'Jive', 'Paso Doble'],
  Smooth: ['Waltz', 'Tango', 'Foxtrot', 'Viennese Waltz'],
  Rhythm: ['ChaCha', 'Rumba', 'Swing', 'Mambo', 'Bolero'],
  Nightclub: ['Salsa', 'Bachata', 'West Coast Swing', 'Night Club Two Step', 'Merengue', 'Argentine Tango'],
};

export function dancesOf(style: Style): readonly string[] {
  return DANCES_BY_STYLE[style];
}

export function isDanceOfStyle(style: Style, dance: string): boolean {
  return DANCES_BY_STYLE[style].includes(dance);
}

export class UnknownDanceError extends Error {
  constructor(readonly style: Style, readonly dance: string) {
    super(`"${dance}" is not a ${style} dance. ${style} dances are: ${DANCES_BY_STYLE[style].join(', ')}.`);
    this.name = 'UnknownDanceError';
  }
}

/**
 * The `dances` map an event stores (dance → order), in the style's program order whatever order
 * the caller picked them in, so Waltz is always danced before Quickstep.
 */
export function danceOrderMap(style: Style, dances: readonly string[]): Record<string, number> {
  for (const dance of dances) if (!isDanceOfStyle(style, dance)) throw new UnknownDanceError(style, dance);
  const ordered = DANCES_BY_STYLE[style].filter((dance) => dances.includes(dance));
  return Object.fromEntries(ordered.map((dance, index) => [dance, index]));
}

/** The event's dances sorted by their stored order. */
export function orderedDances(dances: Readonly<Record<string, number>> | undefined): string[] {
  return Object.entries(dances ?? {})
    .sort(([, a], [, b]) => a - b)
    .map(([dance]) => dance);
}
