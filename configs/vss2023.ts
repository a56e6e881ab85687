// Event configuration: Vanderbilt Spring Social 2023.
import { COLLEGIATE_DETAILS, COLLEGIATE_RULES } from './collegiate-text';
import { hostedFirebase } from './firebase-env';
import type { EventConfig } from './types';

const config: EventConfig = {
  name: 'vss2023',
  // apiKey, appId and measurementId come from VITE_FIREBASE_* at build time (README: Deploying).
  firebase: hostedFirebase({ projectId: 'vanderbilt-spring-social' }),
  useEmulators: false,
  competition: {
    shortName: 'VSS 2023',
    fullName: 'Vanderbilt Spring Social 2023',
    hostTeam: 'Vanderbilt Ballroom Dance Club',
    startDate: '2023-03-25',
    endDate: '2023-03-25',
    venue: {
      name: 'Student Life Center, Vanderbilt University',
      address: '310 25th Avenue South, Nashville, TN 37240',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Student+Life+Center%2C+Vanderbilt+University%2C+310+25th+Avenue+South%2C+Nashville%2C+TN+37240',
      directions: [
        'Visitor parking is in the 25th Avenue garage, next to the Student Life Center.',
      ],
    },
    contactEmail: 'vanderbilt.ballroom@gmail.com',
    welcome: ['The Vanderbilt Spring Social brings collegiate ballroom dancers to Nashville for a friendly day of competition and a social dance in the evening.'],
    details: COLLEGIATE_DETAILS,
    rules: COLLEGIATE_RULES,
    about: ['The Vanderbilt Ballroom Dance Club teaches and competes in ballroom and Latin dance and hosts the Spring Social every year.'],
  },
};

export default config;
