// Every public and admin route of spec §2, each screen in its own chunk. Guards read `handle` (see route-names.ts).
import type { RouteObject } from 'react-router-dom';
import { ROUTE_NAMES as N, type RouteHandle } from './route-names';
import { type ScreenModule, lazyScreen } from './routing/lazy-screen';

function screen(path: string | null, name: RouteHandle['name'], load: () => Promise<ScreenModule>, extra: Partial<RouteHandle> = {}): RouteObject {
  const handle: RouteHandle = { name, ...extra };
  const Component = lazyScreen(load);
  return path === null ? { index: true, handle, Component } : { path, handle, Component };
}

const STAFF = ['organiser', 'scrutineer', 'chairman', 'deckCaptain', 'mc', 'treasurer'] as const;

export const publicRoutes: RouteObject[] = [
  screen(null, N.home, () => import('../features/info/routes/home')),
  screen('details', N.details, () => import('../features/info/routes/details')),
  screen('rules', N.rules, () => import('../features/info/routes/rules')),
  screen('venue', N.venue, () => import('../features/info/routes/venue')),
  screen('contact', N.contact, () => import('../features/info/routes/contact')),
  screen('about', N.about, () => import('../features/info/routes/about')),
  screen('register', N.register, () => import('../features/registration/routes/register')),
  screen('register/team', N.teamSheet, () => import('../features/registration/routes/team-sheet'), { requiresAuth: true }),
  screen('entries', N.entries, () => import('../features/entries/routes/entries')),
  screen('updateEntries', N.updateEntries, () => import('../features/registration/routes/update-entries'), { requiresAuth: true }),
  screen('competitors', N.competitors, () => import('../features/competitors/routes/competitors')),
  screen('competitors/:id', N.competitorDetails, () => import('../features/competitors/routes/competitor-details')),
  screen('teams/:team', N.team, () => import('../features/teams/routes/team')),
  screen('teams/:team/captain', N.captainTeam, () => import('../features/teams/routes/captain-team'), { requiresAuth: true }),
  screen('results', N.results, () => import('../features/results/routes/results')),
  screen('results/:event', N.resultDetails, () => import('../features/results/routes/result-details')),
  screen('judges/:judgeid', N.markentry, () => import('../features/judging/routes/mark-entry')),
  screen('live', N.liveCompView, () => import('../features/live/routes/live')),
  screen('live/:eventKey/:roundNumber', N.liveRoundResultView, () => import('../features/live/routes/live-round')),
  screen('schedule', N.publicSchedule, () => import('../features/running-order/routes/public-schedule')),
  screen('login', N.login, () => import('../features/auth/routes/login')),
];

export const adminRoutes: RouteObject = {
  path: 'admin',
  handle: { name: N.dashboard, requiresAuth: true, roles: STAFF } satisfies RouteHandle,
  Component: lazyScreen(() => import('../features/admin/routes/admin-layout')),
  children: [
    screen(null, N.dashboard, () => import('../features/admin/routes/dashboard'), { requiresAuth: true, roles: STAFF }),
    screen('scrutineer', N.scrutineerView, () => import('../features/scrutiny/routes/scrutineer'), { requiresAuth: true, roles: ['scrutineer', 'chairman'] }),
    screen('eventschedule', N.eventSchedule, () => import('../features/running-order/routes/event-schedule'), { requiresAuth: true, roles: ['scrutineer', 'chairman'] }),
    screen('competitors', N.adminCompetitors, () => import('../features/people/routes/competitors'), { requiresAuth: true, roles: ['organiser'] }),
    screen('competitors/add-competitor', N.addCompetitor, () => import('./routes/add-competitor'), { requiresAuth: true, roles: ['organiser'] }),
    screen('competitors/couples', N.coupleRecords, () => import('../features/people/routes/couples'), { requiresAuth: true, roles: ['organiser'] }),
    screen('officials', N.officials, () => import('../features/officials/routes/officials'), { requiresAuth: true, roles: ['organiser'] }),
    screen('setup', N.setup, () => import('../features/setup/routes/setup'), { requiresAuth: true, roles: ['organiser'] }),
    screen('results', N.mcResults, () => import('../features/mc/routes/mc-results'), { requiresAuth: true, roles: ['mc', 'scrutineer', 'chairman'] }),
    screen('settings', N.settings, () => import('../features/setup/routes/settings'), { requiresAuth: true, roles: ['organiser'] }),
    screen('deckcaptain', N.deckCaptainView, () => import('../features/deck-captain/routes/deck-captain'), { requiresAuth: true, roles: ['deckCaptain', 'scrutineer'] }),
    screen('chairman', N.chairmanView, () => import('../features/scrutiny/routes/chairman'), { requiresAuth: true, roles: ['chairman', 'scrutineer'] }),
    screen('money', N.money, () => import('../features/money/routes/money'), { requiresAuth: true, roles: ['treasurer'] }),
    screen('desk', N.desk, () => import('../features/money/routes/desk'), { requiresAuth: true, roles: ['treasurer'] }),
    screen('mc', N.mcView, () => import('../features/mc/routes/mc'), { requiresAuth: true, roles: ['mc', 'scrutineer', 'chairman'] }),
    screen('competitors/import', N.importEntries, () => import('../features/transfer/routes/import-entries'), { requiresAuth: true, roles: ['organiser'] }),
    screen('teams-review', N.teamsReview, () => import('../features/affiliation-review/routes/teams-review'), { requiresAuth: true, roles: ['organiser'] }),
    screen('backup', N.backup, () => import('../features/transfer/routes/backup'), { requiresAuth: true, roles: ['organiser'] }),
    screen('eligibility', N.eligibility, () => import('../features/eligibility/routes/eligibility'), { requiresAuth: true, roles: ['organiser'] }),
  ],
};
