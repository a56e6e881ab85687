// Event configuration: the demo competition that `npm start` runs (its data: src/demo).
import { COLLEGIATE_DETAILS, COLLEGIATE_RULES } from './collegiate-text';
import { emulatorFirebase } from './firebase-env';
import type { EventConfig } from './types';

const config: EventConfig = {
  name: 'demo',
  firebase: emulatorFirebase('demo-ballroom'),
  useEmulators: true,
  competition: {
    shortName: 'Demo DanceSport',
    fullName: 'Demo Collegiate DanceSport Championships',
    hostTeam: 'Demo University Ballroom Team',
    startDate: '2026-12-05',
    endDate: '2026-12-05',
    venue: {
      name: 'Demo University Gym',
      address: '1 Campus Way, Springfield',
      directions: [
        'This is the demo competition that `npm start` runs on your machine: every name and date in it is made up.',
      ],
    },
    contactEmail: 'organisers@demo.invalid',
    welcome: ['Welcome to the demo competition: browse the information pages, register a couple, and sign in with a demo account to try the organiser, scrutineer and judge screens.'],
    details: COLLEGIATE_DETAILS,
    rules: COLLEGIATE_RULES,
    about: ['The demo competition shows every screen of the site with generated data.'],
  },
};

export default config;
