// Couples entered as "Other" (issue 19.5): the registrant's typed team is kept beside 'Other' only; the
// organiser moves the couple to a team (every entry in one update) or accepts the name as a new team.
import { allow, area, deny, read, set, SERVER_TIME, update, type Json } from './case.ts';
import { ALICE_ENTRY, coupleFields, coupleRecord, FIRST_ROUNDS_NOT_STARTED, FUTURE, GOLD, PAST } from './fixture.ts';

const entries = `events/${GOLD}/entries`;
const NEW_COUPLE = coupleFields('Alice Smith', 'Leo Brandt');
const newEntryPath = `${entries}/${String(NEW_COUPLE.entryId)}`;
const newEntry = (changes: Record<string, Json>): Json => ({ ...NEW_COUPLE, registeredTime: PAST, registeredBy: 'alice', ...changes });
const accepted = (name: string, by: string, changes: Record<string, Json> = {}): Json => ({ name, acceptedBy: by, acceptedAt: SERVER_TIME, ...changes });
// The couple's record, the registrant's (issue 19: entries are added to a couple the account owns).
const ownCouple = {
  seed: { ...FIRST_ROUNDS_NOT_STARTED, [`couples/${String(NEW_COUPLE.entryId)}`]: coupleRecord('Alice Smith', 'Leo Brandt', 'Other', 'alice', 1) },
  seedNote: "the couple's record, the actor's; first rounds not started",
};
const entryAsOther = { seed: { [`${entries}/${ALICE_ENTRY}/affiliation`]: 'Other', [`${entries}/${ALICE_ENTRY}/affiliationOther`]: 'Riverside Dance Club' } };

export const affiliationReviewCases = area('Teams to review (Other)', [
  allow('competitor', set(newEntryPath, newEntry({ affiliation: 'Other', affiliationOther: 'Riverside Dance Club' })), 'registering as Other with the team typed', ownCouple),
  deny('competitor', set(newEntryPath, newEntry({ affiliation: 'Cornell DanceSport', affiliationOther: 'Riverside Dance Club' })), 'a typed team beside a listed one', ownCouple),
  deny('competitor', set(newEntryPath, newEntry({ affiliation: 'Other', affiliationOther: '   ' })), 'a blank typed team', ownCouple),
  deny('competitor', set(newEntryPath, newEntry({ affiliation: 'Other', affiliationOther: 'R'.repeat(101) })), 'a typed team over 100 characters', ownCouple),
  allow('organiser', update('', {
    [`${entries}/${ALICE_ENTRY}/affiliation`]: 'Riverside Dance Club', [`${entries}/${ALICE_ENTRY}/affiliationOther`]: null,
    'acceptedTeams/riverside dance club': accepted('Riverside Dance Club', 'org'),
  }), 'the organiser accepting the typed team and moving the couple to it', entryAsOther),
  allow('organiser', update('', { [`${entries}/${ALICE_ENTRY}/affiliation`]: 'CMU Ballroom', [`${entries}/${ALICE_ENTRY}/affiliationOther`]: null }), 'the organiser moving the couple to a listed team', entryAsOther),
  deny('organiser', set(`${entries}/${ALICE_ENTRY}/affiliation`, 'CMU Ballroom'), 'a listed team while the typed one stays', entryAsOther),
  deny('competitor', update('', { [`${entries}/${ALICE_ENTRY}/affiliation`]: 'CMU Ballroom', [`${entries}/${ALICE_ENTRY}/affiliationOther`]: null }), 'the competitor changing their team afterwards', entryAsOther),
  deny('competitor', set('acceptedTeams/riverside dance club', accepted('Riverside Dance Club', 'alice')), 'a competitor accepting their own team'),
  deny('treasurer', set('acceptedTeams/riverside dance club', accepted('Riverside Dance Club', 'treas')), 'other staff accepting a team'),
  deny('organiser', set('acceptedTeams/other', accepted('Other', 'org')), 'accepting "Other" as a team'),
  deny('organiser', set('acceptedTeams/riverside dance club', accepted('Riverside Dance Club', 'bob')), 'accepted in someone else\'s name'),
  deny('organiser', set('acceptedTeams/riverside dance club', accepted('Riverside Dance Club', 'org', { acceptedAt: FUTURE })), 'an acceptance time in the future'),
  allow('visitor', read('acceptedTeams'), 'accepted teams are public (the registration picker offers them)'),
]);
