// Event configuration: Penn Ballroom Classic 2023.
import { COLLEGIATE_DETAILS, COLLEGIATE_RULES } from './collegiate-text';
import { hostedFirebase } from './firebase-env';
import type { EventConfig } from './types';

const config: EventConfig = {
  name: 'upenn2023',
  // apiKey, appId and measurementId come from VITE_FIREBASE_* at build time (README: Deploying).
  firebase: hostedFirebase({ projectId: 'penn-ballroom-classic-2023', databaseURL: 'https://penn-ballroom-classic-2023-default-rtdb.firebaseio.com' }),
  useEmulators: false,
  competition: {
    shortName: 'Penn Classic 2023',
    fullName: 'Penn Ballroom Classic 2023',
    hostTeam: 'Penn Ballroom',
    startDate: '2023-11-11',
    endDate: '2023-11-11',
    venue: {
      name: 'Hutchinson Gym, University of Pennsylvania',
      address: '3701 Walnut Street, Philadelphia, PA 19104',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Hutchinson+Gym%2C+University+of+Pennsylvania%2C+3701+Walnut+Street%2C+Philadelphia%2C+PA+19104',
      directions: [
        'From 30th Street Station, walk west on Walnut Street or take SEPTA trolley routes to 37th Street.',
      ],
    },
    contactEmail: 'pennballroom@gmail.com',
    welcome: ['Penn Ballroom invites dancers from colleges across the East Coast to the Penn Ballroom Classic in Philadelphia.'],
    details: COLLEGIATE_DETAILS,
    rules: COLLEGIATE_RULES,
    about: ["Penn Ballroom is the University of Pennsylvania's ballroom dance team, open to students of every experience level."],
  },
};

export default config;
