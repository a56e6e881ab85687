// Event configuration: Columbia Ballroom Mock Competition 2024.
import { COLLEGIATE_DETAILS, COLLEGIATE_RULES } from './collegiate-text';
import { hostedFirebase } from './firebase-env';
import type { EventConfig } from './types';

const config: EventConfig = {
  name: 'colombiamock24',
  // apiKey, appId and measurementId come from VITE_FIREBASE_* at build time (README: Deploying).
  firebase: hostedFirebase({ projectId: 'columbia-ballroom-mock', databaseURL: 'https://columbia-ballroom-mock-default-rtdb.firebaseio.com' }),
  useEmulators: false,
  competition: {
    shortName: 'Columbia Mock 2024',
    fullName: 'Columbia Ballroom Mock Competition 2024',
    hostTeam: 'Columbia Ballroom',
    startDate: '2024-10-05',
    endDate: '2024-10-05',
    venue: {
      name: 'Lerner Hall, Columbia University',
      address: '2920 Broadway, New York, NY 10027',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Lerner+Hall%2C+Columbia+University%2C+2920+Broadway%2C+New+York%2C+NY+10027',
      directions: [
        'Take the 1 train to 116th Street–Columbia University; Lerner Hall is at the campus gate on Broadway.',
      ],
    },
    contactEmail: 'columbiaballroom@gmail.com',
    welcome: ["The Columbia Mock is a practice competition for new and returning dancers: real heats, real judges, and feedback before the season's big competitions."],
    details: COLLEGIATE_DETAILS,
    rules: COLLEGIATE_RULES,
    about: ["Columbia Ballroom is Columbia University's ballroom and Latin dance team."],
  },
};

export default config;
