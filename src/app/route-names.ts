// Route names from spec §2: the top bar and footer hide rules key on them.
export const ROUTE_NAMES = {
  home: 'home',
  details: 'details',
  rules: 'rules',
  venue: 'venue',
  contact: 'contact',
  about: 'about',
  register: 'register',
  teamSheet: 'teamSheet',
  entries: 'entries',
  updateEntries: 'updateEntries',
  competitors: 'competitors',
  competitorDetails: 'competitorDetails',
  team: 'team',
  captainTeam: 'captainTeam',
  results: 'results',
  resultDetails: 'resultDetails',
  markentry: 'markentry',
  liveCompView: 'liveCompView',
  liveRoundResultView: 'liveRoundResultView',
  publicSchedule: 'publicSchedule',
  login: 'login',
  dashboard: 'dashboard',
  scrutineerView: 'scrutineerView',
  eventSchedule: 'eventSchedule',
  adminCompetitors: 'adminCompetitors',
  addCompetitor: 'addCompetitor',
  coupleRecords: 'coupleRecords',
  officials: 'officials',
  setup: 'setup',
  mcResults: 'mcResults',
  settings: 'settings',
  deckCaptainView: 'deckCaptainView',
  chairmanView: 'chairmanView',
  mcView: 'mcView',
  importEntries: 'importEntries',
  backup: 'backup',
  money: 'money',
  desk: 'desk',
  teamsReview: 'teamsReview',
  eligibility: 'eligibility',
} as const;
export type RouteName = (typeof ROUTE_NAMES)[keyof typeof ROUTE_NAMES];

/** What a route needs before it renders: nothing, a signed-in user, or one of some staff roles. */
export interface RouteHandle {
  name: RouteName;
  requiresAuth?: boolean;
  /** Any one of these grants access; organisers always have access. */
  roles?: readonly ('organiser' | 'scrutineer' | 'chairman' | 'deckCaptain' | 'mc' | 'treasurer')[];
}
