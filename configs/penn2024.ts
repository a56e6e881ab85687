// Event configuration: Penn Ballroom Classic 2024.
import { hostedFirebase } from './firebase-env';
import { PENN_BALLROOM } from './host-teams';
import type { EventConfig } from './types';

const config: EventConfig = {
  name: 'penn2024',
  // apiKey, appId and measurementId come from VITE_FIREBASE_* at build time (README: Deploying).
  firebase: hostedFirebase({ projectId: 'penn-ballroom-classic', databaseURL: 'https://penn-ballroom-classic-default-rtdb.firebaseio.com' }),
  useEmulators: false,
  competition: {
    ...PENN_BALLROOM,
    shortName: 'Penn Classic 2024',
    fullName: 'Penn Ballroom Classic 2024',
    startDate: '2024-11-09',
    endDate: '2024-11-09',
  },
};

export default config;
