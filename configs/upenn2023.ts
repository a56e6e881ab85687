// Event configuration: Penn Ballroom Classic 2023.
import { hostedFirebase } from './firebase-env';
import { PENN_BALLROOM } from './host-teams';
import type { EventConfig } from './types';

const config: EventConfig = {
  name: 'upenn2023',
  // apiKey, appId and measurementId come from VITE_FIREBASE_* at build time (README: Deploying).
  firebase: hostedFirebase({ projectId: 'penn-ballroom-classic-2023', databaseURL: 'https://penn-ballroom-classic-2023-default-rtdb.firebaseio.com' }),
  useEmulators: false,
  competition: {
    ...PENN_BALLROOM,
    shortName: 'Penn Classic 2023',
    fullName: 'Penn Ballroom Classic 2023',
    startDate: '2023-11-11',
    endDate: '2023-11-11',
  },
};

export default config;
