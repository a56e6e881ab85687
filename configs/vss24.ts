// Event configuration: Vanderbilt Spring Social 2024.
import { hostedFirebase } from './firebase-env';
import { VANDERBILT_BALLROOM } from './host-teams';
import type { EventConfig } from './types';

const config: EventConfig = {
  name: 'vss24',
  // apiKey, appId and measurementId come from VITE_FIREBASE_* at build time (README: Deploying).
  firebase: hostedFirebase({ projectId: 'vanderbilt-spring-social', databaseURL: 'https://vanderbilt-spring-social-default-rtdb.firebaseio.com' }),
  useEmulators: false,
  competition: {
    ...VANDERBILT_BALLROOM,
    shortName: 'VSS 2024',
    fullName: 'Vanderbilt Spring Social 2024',
    startDate: '2024-03-23',
    endDate: '2024-03-23',
  },
};

export default config;
