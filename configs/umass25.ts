// Event configuration: UMass Amherst Ballroom Competition 2025.
import { COLLEGIATE_DETAILS, COLLEGIATE_RULES } from './collegiate-text';
import { hostedFirebase } from './firebase-env';
import type { EventConfig } from './types';

const config: EventConfig = {
  name: 'umass25',
  // apiKey, appId and measurementId come from VITE_FIREBASE_* at build time (README: Deploying).
  firebase: hostedFirebase({ projectId: 'umass-ballroom', databaseURL: 'https://umass-ballroom-default-rtdb.firebaseio.com' }),
  useEmulators: false,
  competition: {
    shortName: 'UMass 2025',
    fullName: 'UMass Amherst Ballroom Competition 2025',
    hostTeam: 'UMass Amherst Ballroom Dance Team',
    startDate: '2025-03-01',
    endDate: '2025-03-01',
    venue: {
      name: 'Campus Center Auditorium, University of Massachusetts Amherst',
      address: '1 Campus Center Way, Amherst, MA 01003',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Campus+Center+Auditorium%2C+University+of+Massachusetts+Amherst%2C+1+Campus+Center+Way%2C+Amherst%2C+MA+01003',
      directions: [
        'Visitor parking is in the Campus Center garage; the auditorium is on the lower level.',
      ],
    },
    contactEmail: 'umassballroom@gmail.com',
    welcome: ['The UMass Amherst Ballroom Dance Team welcomes dancers from across New England to its spring competition.'],
    details: COLLEGIATE_DETAILS,
    rules: COLLEGIATE_RULES,
    about: ['The UMass Amherst Ballroom Dance Team is a student club that teaches and competes in ballroom and Latin dance.'],
  },
};

export default config;
