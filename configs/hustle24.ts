// Event configuration: Collegiate Hustle Competition 2024.
import { COLLEGIATE_DETAILS, COLLEGIATE_RULES } from './collegiate-text';
import { hostedFirebase } from './firebase-env';
import type { EventConfig } from './types';

const config: EventConfig = {
  name: 'hustle24',
  // apiKey, appId and measurementId come from VITE_FIREBASE_* at build time (README: Deploying).
  firebase: hostedFirebase({ projectId: 'collegiate-hustle', databaseURL: 'https://collegiate-hustle-default-rtdb.firebaseio.com' }),
  useEmulators: false,
  competition: {
    shortName: 'Hustle 2024',
    fullName: 'Collegiate Hustle Competition 2024',
    hostTeam: 'Collegiate Hustle Dance Society',
    startDate: '2024-03-16',
    endDate: '2024-03-16',
    venue: {
      name: 'Student Union Ballroom',
      address: '200 Campus Drive',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Student+Union+Ballroom%2C+200+Campus+Drive',
      directions: [
        'Directions are sent to registered couples in the week before the competition.',
      ],
    },
    contactEmail: 'collegiatehustle@gmail.com',
    welcome: ['A day of Hustle, Nightclub Two Step and West Coast Swing for collegiate dancers of every level.'],
    details: COLLEGIATE_DETAILS,
    rules: COLLEGIATE_RULES,
    about: ['The Collegiate Hustle Dance Society promotes partner dancing in the Nightclub styles on college campuses.'],
  },
};

export default config;
