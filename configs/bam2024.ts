// Event configuration: Boston Area Medley Ballroom Competition 2024.
import { COLLEGIATE_DETAILS, COLLEGIATE_RULES } from './collegiate-text';
import { hostedFirebase } from './firebase-env';
import type { EventConfig } from './types';

const config: EventConfig = {
  name: 'bam2024',
  // apiKey, appId and measurementId come from VITE_FIREBASE_* at build time (README: Deploying).
  firebase: hostedFirebase({ projectId: 'bam-ballroom', databaseURL: 'https://bam-ballroom-default-rtdb.firebaseio.com' }),
  useEmulators: false,
  competition: {
    shortName: 'BAM 2024',
    fullName: 'Boston Area Medley Ballroom Competition 2024',
    hostTeam: 'Boston-area collegiate ballroom teams',
    startDate: '2024-04-06',
    endDate: '2024-04-06',
    venue: {
      name: 'Johnson Athletics Center, MIT',
      address: '120 Vassar Street, Cambridge, MA 02139',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Johnson+Athletics+Center%2C+MIT%2C+120+Vassar+Street%2C+Cambridge%2C+MA+02139',
      directions: [
        'Take the MBTA Red Line to Kendall/MIT and walk ten minutes west along Vassar Street.',
      ],
    },
    contactEmail: 'bam.ballroom@gmail.com',
    welcome: ['The Boston Area Medley is organised together by the collegiate ballroom teams of the Boston area, for dancers from all over the Northeast.'],
    details: COLLEGIATE_DETAILS,
    rules: COLLEGIATE_RULES,
    about: ['BAM is run by student volunteers from the Boston-area ballroom teams.'],
  },
};

export default config;
