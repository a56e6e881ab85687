// Picks the event configuration for a build. Imported by vite.config.ts (Node), so it stays dependency-free.
export const EVENT_CONFIG_NAMES = [
  'rdf24', 'dev', 'vss2023', 'upenn2023', 'penn2024', 'bam2024', 'holycross23',
  'colombiamock24', 'hustle24', 'demo', 'cmu24', 'vss24', 'umass25', 'venue',
] as const;
export type EventConfigName = (typeof EVENT_CONFIG_NAMES)[number];
export const DEFAULT_EVENT_CONFIG: EventConfigName = 'rdf24';

export function resolveEventConfigName(raw: string | undefined): EventConfigName {
  const name = raw?.trim() || DEFAULT_EVENT_CONFIG;
  if ((EVENT_CONFIG_NAMES as readonly string[]).includes(name)) return name as EventConfigName;
  throw new Error(
    `Unknown VITE_EVENT_CONFIG "${name}". Valid configurations: ${EVENT_CONFIG_NAMES.join(', ')}.`,
  );
}
