// Event configuration: Carnegie Mellon Ballroom Dance Competition 2024.
import { COLLEGIATE_DETAILS, COLLEGIATE_RULES } from './collegiate-text';
import { hostedFirebase } from './firebase-env';
import type { EventConfig } from './types';

const config: EventConfig = {
  name: 'cmu24',
  // apiKey, appId and measurementId come from VITE_FIREBASE_* at build time (README: Deploying).
  firebase: hostedFirebase({ projectId: 'cmu-ballroom-competition', databaseURL: 'https://cmu-ballroom-competition-default-rtdb.firebaseio.com' }),
  useEmulators: false,
  competition: {
    shortName: 'CMU 2024',
    fullName: 'Carnegie Mellon Ballroom Dance Competition 2024',
    hostTeam: 'Carnegie Mellon Ballroom Dance Club',
    startDate: '2024-11-02',
    endDate: '2024-11-02',
    venue: {
      name: 'Wiegand Gymnasium, Cohon University Center, Carnegie Mellon University',
      address: '5000 Forbes Avenue, Pittsburgh, PA 15213',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Wiegand+Gymnasium%2C+Cohon+University+Center%2C+Carnegie+Mellon+University%2C+5000+Forbes+Avenue%2C+Pittsburgh%2C+PA+15213',
      directions: [
        'Parking is available in the East Campus garage on Forbes Avenue; the University Center is across the Cut.',
      ],
    },
    contactEmail: 'cmuballroom@gmail.com',
    welcome: ['The Carnegie Mellon Ballroom Dance Club welcomes collegiate and amateur dancers to Pittsburgh for its annual competition.'],
    details: COLLEGIATE_DETAILS,
    rules: COLLEGIATE_RULES,
    about: ['The Carnegie Mellon Ballroom Dance Club offers lessons, social dances and a competitive team to the CMU community.'],
  },
};

export default config;
