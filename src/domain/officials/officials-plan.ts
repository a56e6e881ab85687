// Officials and organizers of competitionMetadata, and judges' tablet access codes.
import type { Official } from '../model';
import type { TreeUpdate } from '../tree-update';
import { paths } from '../tree-paths';

export type PersonList = 'officials' | 'organizers';

/** Where new people of a list are pushed. */
export const listPath = (list: PersonList) => (list === 'officials' ? paths.officials() : paths.organizers());
const personPath = (list: PersonList, key: string) => (list === 'officials' ? paths.official(key) : paths.organizer(key));

/** The stored record: optional fields left out when blank (the database refuses undefined). */
export function storedPerson(person: Official): Official {
  const out: Official = { name: person.name.trim(), role: person.role };
  const bio = person.bio?.trim();
  const photoURL = person.photoURL?.trim();
  if (bio) out.bio = bio;
  if (photoURL) out.photoURL = photoURL;
  return out;
}

export function replacePersonPatch(list: PersonList, key: string, person: Official): TreeUpdate {
  return { [personPath(list, key)]: storedPerson(person) };
}

/** A removed official's tablet code goes too, so a device bound to that judge can no longer mark. */
export function removePersonPatch(list: PersonList, key: string): TreeUpdate {
  const patch: TreeUpdate = { [personPath(list, key)]: null };
  if (list === 'officials') patch[paths.judgeCode(key)] = null;
  return patch;
}

export function judgeCodePatch(judgeKey: string, code: string): TreeUpdate {
  return { [paths.judgeCode(judgeKey)]: code };
}
