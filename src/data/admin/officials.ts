// Officials and organizers of competitionMetadata, and judges' tablet access codes.
import type { Official } from '../../domain/model';
import type { TreeUpdate } from '../../domain/tree-update';
import { paths } from '../paths';
import { getDbWriter } from '../writes/db-writer';

export type PersonList = 'officials' | 'organizers';

const listPath = (list: PersonList) => (list === 'officials' ? paths.officials() : paths.organizers());
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

/** Push a new key, then write the record under it. Resolves the new key. */
export async function addPerson(list: PersonList, person: Official): Promise<string> {
  const writer = getDbWriter();
  const key = writer.newKey(listPath(list));
  await writer.update(replacePersonPatch(list, key, person));
  return key;
}

export function updatePerson(list: PersonList, key: string, person: Official): Promise<void> {
  return getDbWriter().update(replacePersonPatch(list, key, person));
}

export function removePerson(list: PersonList, key: string): Promise<void> {
  return getDbWriter().update(removePersonPatch(list, key));
}

export function setJudgeCode(judgeKey: string, code: string): Promise<void> {
  return getDbWriter().update(judgeCodePatch(judgeKey, code));
}
