// A dancer is one person record (people/<personId>), shared by every couple they dance in.
// personId is competitorIdFor(name): the same key entries already carry as leadId / followId.
import { competitorIdFor } from '../competitors/competitor-id';
import { displayName } from '../entries/names';

export interface Person {
  personId: string;
  name: string;
  /** Lower-cased; an account signed in with this e-mail may manage the person's entries. */
  email?: string;
  affiliation: string;
}

export class PersonInputError extends Error {
  constructor(readonly field: 'name' | 'email' | 'affiliation', message: string) {
    super(message);
    this.name = 'PersonInputError';
  }
}

/** Trimmed and lower-cased, so a typed capital does not make a second identity. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export interface PersonInput {
  name: string;
  email?: string;
  affiliation: string;
}

export function makePerson(input: PersonInput): Person {
  const name = displayName(input.name);
  if (name === '') throw new PersonInputError('name', "Enter the dancer's full name.");
  const affiliation = input.affiliation.trim();
  if (affiliation === '') throw new PersonInputError('affiliation', `Choose ${name}'s team (TBA if not known yet).`);
  const email = input.email === undefined ? '' : normalizeEmail(input.email);
  if (email !== '' && !EMAIL.test(email)) throw new PersonInputError('email', `"${input.email}" is not an e-mail address; check it for typing mistakes.`);
  return { personId: competitorIdFor(name), name, affiliation, ...(email !== '' ? { email } : {}) };
}
