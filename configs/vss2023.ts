// Event configuration: Vanderbilt Spring Social 2023.
import { hostedFirebase } from './firebase-env';
import { VANDERBILT_BALLROOM } from './host-teams';
import type { EventConfig } from './types';

const config: EventConfig = {
  name: 'vss2023',
  // apiKey, appId and measurementId come from VITE_FIREBASE_* at build time (README: Deploying).
  firebase: hostedFirebase({ projectId: 'vanderbilt-spring-social' }),
  useEmulators: false,
  competition: {
    ...VANDERBILT_BALLROOM,
    shortName: 'VSS 2023',
    fullName: 'Vanderbilt Spring Social 2023',
    startDate: '2023-03-25',
    endDate: '2023-03-25',
  },
};

export default config;
