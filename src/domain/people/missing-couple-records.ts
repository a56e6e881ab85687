// Records for couples known only from entries (made before couple records existed, imported, or added at the
// desk): the organiser creates them in one update, so the rules know every couple is taken. Each is owned by
// the account that made its entries, else by the organiser; no slot (the organiser is not capped).
import { isPlaceholderEntryId } from '../constants';
import type { CompetitionEvent } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import type { Couple } from './couple';
import type { Person } from './person';

export function missingCoupleRecordsPatch(
  events: Readonly<Record<string, CompetitionEvent>>,
  records: { couples: Readonly<Record<string, Couple>>; people: Readonly<Record<string, Person>> },
  organiserUid: string,
): TreeUpdate {
  const update: TreeUpdate = {};
  const entries = Object.values(events).flatMap((event) => Object.values(event.entries ?? {}))
    .filter((entry) => !isPlaceholderEntryId(entry.entryId) && !records.couples[entry.entryId])
    .sort((a, b) => a.registeredTime - b.registeredTime);
  for (const entry of entries) {
    const path = paths.couple(entry.entryId);
    const known = update[path] as Couple | undefined;
    if (known && (known.ownerUid !== organiserUid || !entry.registeredBy)) continue;
    const couple: Couple = {
      coupleId: entry.entryId, leadId: entry.leadId, followId: entry.followId, leadName: entry.leadName, followName: entry.followName,
      affiliation: entry.affiliation, ownerUid: entry.registeredBy ?? organiserUid, createdAt: known?.createdAt ?? entry.registeredTime,
    };
    update[path] = couple;
    for (const [id, name] of [[entry.leadId, entry.leadName], [entry.followId, entry.followName]] as const) {
      if (!records.people[id]) update[paths.person(id)] = { personId: id, name, affiliation: entry.affiliation };
    }
  }
  return update;
}
