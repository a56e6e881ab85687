// Building an entry from what a registration form or the organiser typed.
import { competitorIdFor } from '../competitors';
import { AFFILIATION_OTHER } from '../constants';
import type { Entry } from '../model';
import { entryIdFor } from './entry-id';
import { displayName, normalizeName } from '../competitors';

export interface EntryInput {
  leadName: string;
  followName: string;
  affiliation: string;
  /** The team typed with affiliation 'Other', kept for the organiser's review; ignored otherwise. */
  affiliationOther?: string;
  registeredTime: number;
  registeredBy?: string;
  leadNumber?: number;
}

export type EntryRefusal =
  | { code: 'missing-name'; field: 'leadName' | 'followName'; message: string }
  | { code: 'same-person'; message: string }
  | { code: 'missing-affiliation'; message: string }
  | { code: 'duplicate'; existing: Entry; message: string };

export class EntryRefusedError extends Error {
  constructor(readonly refusal: EntryRefusal) {
    super(refusal.message);
    this.name = 'EntryRefusedError';
  }
}

/** The reason the input cannot become an entry, or null. Duplicates are checked by `addEntry`. */
export function entryInputProblem(input: EntryInput): Exclude<EntryRefusal, { code: 'duplicate' }> | null {
  if (normalizeName(input.leadName) === '') {
    return { code: 'missing-name', field: 'leadName', message: "Enter the lead's name." };
  }
  if (normalizeName(input.followName) === '') {
    return { code: 'missing-name', field: 'followName', message: "Enter the follow's name." };
  }
  if (normalizeName(input.leadName) === normalizeName(input.followName)) {
    return { code: 'same-person', message: 'The lead and the follow must be two different people.' };
  }
  if (input.affiliation.trim() === '') {
    return { code: 'missing-affiliation', message: 'Choose an affiliation (TBA if not known yet).' };
  }
  return null;
}

function otherTeam(input: EntryInput): { affiliationOther?: string } {
  const typed = input.affiliationOther?.trim() ?? '';
  return input.affiliation.trim() === AFFILIATION_OTHER && typed !== '' ? { affiliationOther: typed } : {};
}

/** Throws EntryRefusedError for an input that cannot be an entry. */
export function makeEntry(input: EntryInput): Entry {
  const problem = entryInputProblem(input);
  if (problem) throw new EntryRefusedError(problem);
  const leadName = displayName(input.leadName);
  const followName = displayName(input.followName);
  return {
    entryId: entryIdFor(leadName, followName),
    leadName,
    followName,
    leadId: competitorIdFor(leadName),
    followId: competitorIdFor(followName),
    affiliation: input.affiliation.trim(),
    ...otherTeam(input),
    registeredTime: input.registeredTime,
    ...(input.registeredBy !== undefined ? { registeredBy: input.registeredBy } : {}),
    ...(input.leadNumber !== undefined ? { leadNumber: input.leadNumber } : {}),
  };
}
