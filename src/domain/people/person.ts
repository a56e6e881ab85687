// A dancer is one person record (people/<personId>), shared by every couple they dance in.
// personId is competitorIdFor(name): the same key entries already carry as leadId / followId. people/ is
// public, so a dancer's e-mail is kept apart, with the couple (couple-emails.ts).
import { competitorIdFor } from '../competitors';
import { displayName } from '../competitors';

export type { Person } from '../records';
import type { Person } from '../records';

export class PersonInputError extends Error {
  constructor(readonly field: 'name' | 'affiliation', message: string) {
    super(message);
    this.name = 'PersonInputError';
  }
}

export interface PersonInput {
  name: string;
  affiliation: string;
}

export function makePerson(input: PersonInput): Person {
  const name = displayName(input.name);
  if (name === '') throw new PersonInputError('name', "Enter the dancer's full name.");
  const affiliation = input.affiliation.trim();
  if (affiliation === '') throw new PersonInputError('affiliation', `Choose ${name}'s team (TBA if not known yet).`);
  return { personId: competitorIdFor(name), name, affiliation };
}
