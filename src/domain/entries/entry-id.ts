// An entry's key, from the couple's names, so a second registration of the same couple lands on the same key.
import { EmptyNameError } from '../competitors';
import { KEY_SEPARATOR, escapeKeyPart, fitKey } from '../competitors';
import { normalizeName } from '../competitors';

/** Order matters: lead and follow are different roles, so A leading B is not B leading A. */
export function entryIdFor(leadName: string, followName: string): string {
  const lead = normalizeName(leadName);
  const follow = normalizeName(followName);
  if (lead === '') throw new EmptyNameError("lead's name");
  if (follow === '') throw new EmptyNameError("follow's name");
  return fitKey(`${escapeKeyPart(lead)}${KEY_SEPARATOR}${escapeKeyPart(follow)}`);
}
