// Event configuration: venue mode's local site (README "Venue mode"), built by `npm run venue -- prepare`
// for the organisers' laptop on a venue with no usable internet. It talks to the laptop's database and
// sign-in; the competition's own name and dates come from the download (prepare passes them in).
import { COLLEGIATE_DETAILS, COLLEGIATE_RULES } from './collegiate-text';
import { emulatorFirebase } from './firebase-env';
import type { EventConfig } from './types';

// Set by prepare; a plain `vite build` of this configuration gets the placeholders.
const env = (import.meta.env ?? {}) as Record<string, string | undefined>;
const address = env.VITE_VENUE_SITE_ADDRESS || 'the organisers\' laptop';
const fullName = env.VITE_VENUE_COMPETITION_NAME || 'The competition';
const day = env.VITE_VENUE_COMPETITION_DATE || '2026-12-05';
const localSite = `This is the venue's local site, served by the organisers' laptop at ${address} on the venue's own network: judges' tablets, officials' consoles and the projector work here while the venue has no internet.`;

const config: EventConfig = {
  name: 'venue',
  firebase: emulatorFirebase('demo-ballroom'),
  useEmulators: true,
  competition: {
    shortName: fullName,
    fullName,
    hostTeam: 'The organisers',
    startDate: day,
    endDate: day,
    venue: {
      name: 'This venue\'s local network',
      address,
      directions: [localSite, 'Registration, entries and payments are changed on the public site only.'],
    },
    contactEmail: 'organisers@venue.invalid',
    welcome: [localSite, 'Results and round states flow up to the competition\'s public site whenever the venue has a link to the internet.'],
    details: COLLEGIATE_DETAILS,
    rules: COLLEGIATE_RULES,
    about: [localSite],
  },
};

export default config;
