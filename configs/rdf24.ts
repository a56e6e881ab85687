// Event configuration: Rutgers Dancesport Festival 2024.
import { COLLEGIATE_DETAILS, COLLEGIATE_RULES } from './collegiate-text';
import { hostedFirebase } from './firebase-env';
import type { EventConfig } from './types';

const config: EventConfig = {
  name: 'rdf24',
  // apiKey, appId and measurementId come from VITE_FIREBASE_* at build time (README: Deploying).
  firebase: hostedFirebase({ projectId: 'rutgers-dancesport-festival', databaseURL: 'https://rutgers-dancesport-festival-default-rtdb.firebaseio.com' }),
  useEmulators: false,
  competition: {
    shortName: 'RDF 2024',
    fullName: 'Rutgers Dancesport Festival 2024',
    hostTeam: 'Rutgers Ballroom Dance Team',
    startDate: '2024-02-24',
    endDate: '2024-02-24',
    venue: {
      name: 'College Avenue Gym, Rutgers University',
      address: '130 College Avenue, New Brunswick, NJ 08901',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=College+Avenue+Gym%2C+Rutgers+University%2C+130+College+Avenue%2C+New+Brunswick%2C+NJ+08901',
      directions: [
        'Take the NJ Transit Northeast Corridor line to New Brunswick station; the gym is a ten-minute walk up College Avenue.',
        'Parking is free on weekends in Lot 8 and the College Avenue deck; follow the signs for the gym.',
      ],
    },
    contactEmail: 'ballroom.rutgers@gmail.com',
    welcome: ['The Rutgers Ballroom Dance Team welcomes collegiate dancers from every school to a full day of Standard, Latin, Smooth and Rhythm on the banks of the Raritan.'],
    details: COLLEGIATE_DETAILS,
    rules: COLLEGIATE_RULES,
    about: ['The Rutgers Ballroom Dance Team is a student organisation that teaches ballroom and Latin dance to Rutgers students of every level and competes on the collegiate circuit.'],
  },
};

export default config;
