// What stays the same from year to year for a team that hosts more than one configured event:
// the venue, the contact and the team's own words. Each year's configuration adds its name and dates.
import { COLLEGIATE_DETAILS, COLLEGIATE_RULES } from './collegiate-text';
import type { CompetitionBasics } from './types';

export type HostTeam = Omit<CompetitionBasics, 'shortName' | 'fullName' | 'startDate' | 'endDate'>;

export const PENN_BALLROOM: HostTeam = {
  hostTeam: 'Penn Ballroom',
  venue: {
    name: 'Hutchinson Gym, University of Pennsylvania',
    address: '3701 Walnut Street, Philadelphia, PA 19104',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Hutchinson+Gym%2C+University+of+Pennsylvania%2C+3701+Walnut+Street%2C+Philadelphia%2C+PA+19104',
    directions: [
      'From 30th Street Station, walk west on Walnut Street or take SEPTA trolley routes to 37th Street.',
    ],
  },
  contactEmail: 'pennballroom@gmail.com',
  welcome: ['Penn Ballroom invites dancers from colleges across the East Coast to the Penn Ballroom Classic in Philadelphia.'],
  details: COLLEGIATE_DETAILS,
  rules: COLLEGIATE_RULES,
  about: ["Penn Ballroom is the University of Pennsylvania's ballroom dance team, open to students of every experience level."],
};

export const VANDERBILT_BALLROOM: HostTeam = {
  hostTeam: 'Vanderbilt Ballroom Dance Club',
  venue: {
    name: 'Student Life Center, Vanderbilt University',
    address: '310 25th Avenue South, Nashville, TN 37240',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Student+Life+Center%2C+Vanderbilt+University%2C+310+25th+Avenue+South%2C+Nashville%2C+TN+37240',
    directions: [
      'Visitor parking is in the 25th Avenue garage, next to the Student Life Center.',
    ],
  },
  contactEmail: 'vanderbilt.ballroom@gmail.com',
  welcome: ['The Vanderbilt Spring Social brings collegiate ballroom dancers to Nashville for a friendly day of competition and a social dance in the evening.'],
  details: COLLEGIATE_DETAILS,
  rules: COLLEGIATE_RULES,
  about: ['The Vanderbilt Ballroom Dance Club teaches and competes in ballroom and Latin dance and hosts the Spring Social every year.'],
};
