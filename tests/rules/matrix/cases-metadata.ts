// Competition metadata, officials, display settings and the tree's top level: the organiser's, validated.
import { allow, area, deny, remove, set, update } from './case.ts';
import { FUTURE, treeWith } from './fixture.ts';

const judgeProfile = { name: 'Eve Laurent', role: 'Judge', bio: 'WDSF adjudicator.' };

export const metadataCases = area('Competition metadata and officials', [
  deny('visitor', set('competitionMetadata/fullName', 'Hijacked'), 'signed out'),
  deny('competitor', update('competitionMetadata', { registrationStatus: 'open' }), 'a competitor reopening registration'),
  deny('scrutineer', set('competitionMetadata/resultsPageShown', false), 'staff other than the organiser'),
  deny('mc', set('competitionMetadata/fullName', 'MC Cup'), 'the MC'),
  deny('chairman', set('competitionMetadata/officials/j3', judgeProfile), 'the chairman adding a judge'),
  allow('organiser', update('competitionMetadata', { fullName: 'Riverbend Classic 2026', registrationStatus: 'closed' }), 'update of the record'),
  deny('organiser', set('competitionMetadata/registrationStatus', 'sometimes'), 'status outside auto/open/closed'),
  allow('organiser', set('competitionMetadata/dateRegistrationClosed', FUTURE), 'a future close date'),
  deny('organiser', set('competitionMetadata/dateRegistrationClosed', 'next week'), 'a date that is not epoch ms'),
  allow('organiser', remove('competitionMetadata/dateRegistrationOpen'), 'removing an optional date'),
  deny('organiser', set('competitionMetadata/startDate', '28/11/2026'), 'a day not in yyyy-MM-dd'),
  deny('organiser', set('competitionMetadata/resultsPageShown', 'yes'), 'a flag that is not boolean'),
  deny('organiser', set('competitionMetadata/paymentTierEarly', -5), 'a negative price'),
  deny('organiser', set('competitionMetadata/fullName', ''), 'an empty name'),
  deny('organiser', set('competitionMetadata/venue', 'Main Gym'), 'an unknown field'),
  deny('organiser', set('competitionMetadata', { fullName: 'Bare' }), 'a record without its dates'),
  deny('organiser', set('competitionMetadata/socials/tiktok', '@riverbend'), 'an unknown social link'),
  allow('organiser', set('competitionMetadata/officials/j3', judgeProfile), 'adding an official'),
  deny('organiser', set('competitionMetadata/officials/j3', { ...judgeProfile, phone: '555-0100' }), 'an official with an unknown field'),
  deny('organiser', set('competitionMetadata/officials/j3', { name: 'Eve Laurent', role: 'Dancer' }), 'an official with an unknown role'),
  deny('organiser', set('competitionMetadata/officials/j3', { role: 'Judge' }), 'an official without a name'),
  allow('organiser', remove('competitionMetadata/officials/j2'), 'removing an official'),
  allow('organiser', set('competitionMetadata/organizers/o2', { name: 'Raj Patel', role: 'Organizer' }), 'adding an organizer'),
]);

export const settingsCases = area('Display settings', [
  allow('organiser', update('settings/events', { showScheduleIndex: false, hideLevelIcons: true }), 'update of the settings'),
  deny('organiser', set('settings/events/showScheduleIndex', 'no'), 'a flag that is not boolean'),
  deny('organiser', set('settings/events/darkMode', true), 'an unknown setting'),
  deny('organiser', set('settings/theme', 'dark'), 'an unknown settings group'),
  allow('scrutineer', set('settings/events/liveScrollRefreshIndex', 0.42), 'refreshing the live screens'),
  deny('scrutineer', set('settings/events/liveScrollRefreshIndex', 'now'), 'a refresh index that is not a number'),
  deny('scrutineer', set('settings/events/hideLevelIcons', true), 'other settings'),
  deny('mc', set('settings/events/liveScrollRefreshIndex', 0.5), 'the MC'),
  deny('competitor', set('settings/events/liveScrollRefreshIndex', 0.5), 'a competitor'),
  deny('visitor', update('settings/events', { showScheduleIndex: false }), 'signed out'),
]);

export const treeCases = area('Whole tree', [
  allow('organiser', set('', treeWith({ 'judgeSessions/tablet-old': null })), 'the fixture tree is valid as a whole (less its stale session)'),
  deny('organiser', set('', treeWith()), 'a tree holding a session with a replaced code'),
  deny('organiser', set('debug', { note: 'x' }), 'an unknown top-level node'),
  deny('competitor', set('debug', { note: 'x' }), 'an unknown node, signed in'),
  deny('scrutineer', set('', null), 'wiping the database'),
]);
