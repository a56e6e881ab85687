// Event configuration: Development Competition.
import { COLLEGIATE_DETAILS, COLLEGIATE_RULES } from './collegiate-text';
import { emulatorFirebase } from './firebase-env';
import type { EventConfig } from './types';

const config: EventConfig = {
  name: 'dev',
  firebase: emulatorFirebase('demo-ballroom-dev'),
  useEmulators: true,
  competition: {
    shortName: 'Dev Comp',
    fullName: 'Development Competition',
    hostTeam: 'Local developers',
    startDate: '2026-12-05',
    endDate: '2026-12-05',
    venue: {
      name: 'Your machine',
      address: 'http://localhost:5173',
      directions: [
        'Runs against the local database and Auth emulator on this machine.',
      ],
    },
    contactEmail: 'dev@demo.invalid',
    welcome: ['A configuration for developing the site against a local database with its own data.'],
    details: COLLEGIATE_DETAILS,
    rules: COLLEGIATE_RULES,
    about: ['Development configuration.'],
  },
};

export default config;
