// Small, readable database trees for admin screen tests.
import type { CompetitionMetadata } from '../../../domain/model';

export const metadata: CompetitionMetadata = {
  fullName: 'Test Dancesport Classic',
  primaryColor: '#7a1f3d',
  startDate: '2026-11-28',
  endDate: '2026-11-29',
  resultsPageShown: false,
  registrationStatus: 'auto',
  officials: {
    j1: { name: 'Ada Judge', role: 'Judge' },
    j2: { name: 'Ben Judge', role: 'Judge' },
    s1: { name: 'Sam Scrutineer', role: 'Scrutineer' },
  },
  organizers: { o1: { name: 'Olga Organizer', role: 'Organizer' } },
};
