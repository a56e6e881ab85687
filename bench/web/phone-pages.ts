// The pages timed on the phone profile, and for each a text only the database can supply (its first
// live value), taken from the demo competition the database was seeded with. Add a page here; a path
// the site does not have yet is skipped with a note.
import type { CompetitionEvent, CompetitionMetadata } from '../../src/domain/model.ts';
import { RoundState } from '../../src/domain/model.ts';
import { currentPayment, registrationDisplayStatus } from '../../src/domain/registration/index.ts';

type Seed = { competitionMetadata?: CompetitionMetadata; events?: Record<string, CompetitionEvent> };

export interface PhonePage {
  path: (seed: Seed) => string;
  /** What the page shows once its first database value has arrived. */
  liveText: (seed: Seed, now: number) => string;
  /** Largest Contentful Paint target, ms. */
  lcpTarget: number;
  /** First live value target, ms (issue 33). */
  liveTarget: number;
  /** The page paints its first live value from its REST answers before its scripts run (a first-paint module). */
  paintsBeforeScripts?: true;
}

/** The round on the floor now: its event's name shows on /live and on the schedule. */
function runningEvent(seed: Seed): string {
  for (const event of Object.values(seed.events ?? {})) {
    if (Object.values(event.rounds ?? {}).some((r) => r.roundState === RoundState.Running)) return event.eventName;
  }
  throw new Error('The demo competition has no round on the floor.');
}

/** The first couple of the first event: its lead's page lists that event. */
function firstEntry(seed: Seed) {
  const event = Object.values(seed.events ?? {})[0];
  const entry = Object.values(event?.entries ?? {})[0];
  if (!event || !entry) throw new Error('The demo competition has no entries.');
  return { event, entry };
}

/** The badge of the home page's registration summary (src/features/info/components/registration-summary.tsx). */
function registrationBadge(seed: Seed, now: number): string {
  const meta = seed.competitionMetadata;
  if (!meta) throw new Error('The demo competition has no metadata.');
  if (registrationDisplayStatus(meta, now) === 'open') return 'Registration open';
  return currentPayment(meta, now).open ? 'Late registration' : 'Registration closed';
}

export const PHONE_PAGES: PhonePage[] = [
  { path: () => '/', liveText: registrationBadge, lcpTarget: 1000, liveTarget: 1800 },
  { path: () => '/live', liveText: runningEvent, lcpTarget: 1500, liveTarget: 1800, paintsBeforeScripts: true },
  { path: () => '/schedule', liveText: runningEvent, lcpTarget: 1500, liveTarget: 1800, paintsBeforeScripts: true },
  { path: (seed) => `/competitors/${encodeURIComponent(firstEntry(seed).entry.leadId)}`, liveText: (seed) => firstEntry(seed).event.eventName, lcpTarget: 1500, liveTarget: 1800, paintsBeforeScripts: true },
];
