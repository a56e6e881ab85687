// Who may act as whom: tablet codes and device sessions, staff role grants, and registrants' own records.
import { allow, area, deny, remove, set, SERVER_TIME, type Json } from './case.ts';
import { CODE_J1, CODE_J2, FUTURE, OLD_CODE_J1, PAST } from './fixture.ts';

const session = (judgeKey: string, code: string, boundAt: Json = PAST): Json => ({ judgeKey, code, boundAt });
const newDevice = 'judgeSessions/tablet-new';

export const judgeSessionCases = area('Judge codes and tablet sessions', [
  allow('unboundDevice', set(newDevice, session('j1', CODE_J1, SERVER_TIME)), 'binding a tablet with the judge\'s code'),
  deny('unboundDevice', set(newDevice, session('j1', CODE_J2)), 'another judge\'s code'),
  deny('unboundDevice', set(newDevice, session('j1', OLD_CODE_J1)), 'a code the organiser replaced'),
  deny('unboundDevice', set(newDevice, session('mc1', 'M4C9D3E')), 'an official who is not a judge'),
  deny('unboundDevice', set(newDevice, session('j9', CODE_J1)), 'an unknown judge'),
  deny('unboundDevice', set(newDevice, session('j1', CODE_J1, FUTURE)), 'a binding time in the future'),
  deny('unboundDevice', set(newDevice, { judgeKey: 'j1', code: CODE_J1, boundAt: PAST, name: 'Ada' }), 'an unknown field'),
  deny('unboundDevice', set('judgeSessions/tablet-j1', session('j1', CODE_J1)), 'another device\'s session'),
  allow('staleJudge', set('judgeSessions/tablet-old', session('j1', CODE_J1)), 'a revoked tablet binding again with the new code'),
  deny('visitor', set(newDevice, session('j1', CODE_J1)), 'signed out'),
  allow('judge', remove('judgeSessions/tablet-j1'), 'a tablet signing out'),
  allow('organiser', remove('judgeSessions/tablet-j1'), 'the organiser revoking a tablet'),
  deny('judge', set('judgeCodes/j1', 'ABCDEFG'), 'a judge changing its code'),
  deny('competitor', set('judgeCodes/j1', 'ABCDEFG'), 'a competitor changing a code'),
  allow('organiser', set('judgeCodes/j1', 'N3WC0DE'), 'the organiser replacing a code'),
  deny('organiser', set('judgeCodes/j1', 'abc'), 'a code that is not 7 letters/digits'),
  deny('organiser', set('judgeCodes/j1', 1234567), 'a code that is not a string'),
]);

export const roleCases = area('Role grants', [
  allow('organiser', set('roles/bob', { scrutineer: true, email: 'bob@riverbend.example' }), 'granting a role'),
  allow('organiser', remove('roles/scrut'), 'revoking all roles'),
  deny('organiser', set('roles/bob/scrutineer', false), 'a grant that is not true (revoke by removing)'),
  deny('organiser', set('roles/bob/admin', true), 'an unknown role'),
  deny('competitor', set('roles/alice/organiser', true), 'granting oneself organiser'),
  deny('competitor', set('roles/alice', { mc: true }), 'granting oneself MC'),
  deny('scrutineer', set('roles/bob/deckCaptain', true), 'staff granting roles'),
  deny('chairman', remove('roles/scrut'), 'staff revoking roles'),
  deny('visitor', set('roles/eve', { organiser: true }), 'signed out'),
]);

const registrant = (changes: Record<string, Json> = {}): Json => {
  const record: Record<string, Json> = {
    email: 'alice@riverbend.example', leadName: 'Alice Smith', waiverAcceptedAt: PAST, mediaReleaseAcceptedAt: PAST, createdAt: PAST, ...changes,
  };
  for (const [key, value] of Object.entries(changes)) if (value === null) delete record[key];
  return record;
};

export const registrantCases = area('Registrants (private contact data)', [
  allow('competitor', set('registrants/alice', registrant()), 'writing own record'),
  allow('competitor', set('registrants/alice', registrant({ waiverAcceptedAt: SERVER_TIME, mediaReleaseAcceptedAt: SERVER_TIME, createdAt: SERVER_TIME })), 'consents stamped with the server\'s time'),
  deny('competitor', set('registrants/alice', registrant({ waiverAcceptedAt: FUTURE })), 'a consent time in the future'),
  deny('competitor', set('registrants/alice', registrant({ mediaReleaseAcceptedAt: null })), 'without the media release'),
  deny('competitor', set('registrants/alice', registrant({ waiverAcceptedAt: null })), 'without the waiver'),
  deny('competitor', set('registrants/alice', registrant({ email: 'not-an-email' })), 'an e-mail that is not one'),
  deny('competitor', set('registrants/alice', registrant({ phone: '555-0100' })), 'an unknown field'),
  deny('competitor', set('registrants/bob', registrant({ email: 'bob@riverbend.example' })), 'someone else\'s record'),
  deny('visitor', set('registrants/eve', registrant({ email: 'eve@riverbend.example' })), 'signed out'),
  allow('competitor', remove('registrants/alice'), 'deleting own record'),
  allow('organiser', set('registrants/bob/leadName', 'Bob Lee'), 'the organiser correcting a record'),
  deny('scrutineer', set('registrants/bob/leadName', 'Bob Lee'), 'staff other than the organiser'),
]);
