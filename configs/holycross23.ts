// Event configuration: Holy Cross Ballroom Dance Competition 2023.
import { COLLEGIATE_DETAILS, COLLEGIATE_RULES } from './collegiate-text';
import { hostedFirebase } from './firebase-env';
import type { EventConfig } from './types';

const config: EventConfig = {
  name: 'holycross23',
  // apiKey, appId and measurementId come from VITE_FIREBASE_* at build time (README: Deploying).
  firebase: hostedFirebase({ projectId: 'holy-cross-ballroom' }),
  useEmulators: false,
  competition: {
    shortName: 'Holy Cross 2023',
    fullName: 'Holy Cross Ballroom Dance Competition 2023',
    hostTeam: 'Holy Cross Ballroom Dance Team',
    startDate: '2023-10-21',
    endDate: '2023-10-21',
    venue: {
      name: 'Hart Recreation Center, College of the Holy Cross',
      address: '1 College Street, Worcester, MA 01610',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Hart+Recreation+Center%2C+College+of+the+Holy+Cross%2C+1+College+Street%2C+Worcester%2C+MA+01610',
      directions: [
        'Visitor parking is in the Hart Center lot; enter campus from College Street.',
      ],
    },
    contactEmail: 'hcballroom@gmail.com',
    welcome: ['The Holy Cross Ballroom Dance Team welcomes you to Worcester for a day of collegiate ballroom competition.'],
    details: COLLEGIATE_DETAILS,
    rules: COLLEGIATE_RULES,
    about: ['The Holy Cross Ballroom Dance Team teaches ballroom and Latin dance to students at the College of the Holy Cross.'],
  },
};

export default config;
