// Officials, organizers and tablet codes: patches built in src/domain/officials/officials-plan; this sends them.
import { listPath, type PersonList, replacePersonPatch, removePersonPatch, judgeCodePatch } from '../../domain/officials';
import type { Official } from '../../domain/model';
import { getDbWriter } from '../../data/writes/db-writer';

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
