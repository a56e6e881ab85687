// The organiser's edit of a couple (entries/edit-couple) reaches its record too: the record keeps its key, as
// the entries do, and takes the new names, ids and team; a dancer's new name gets its person record.
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import type { Couple } from './couple';
import { type Person, makePerson } from './person';

export interface CoupleRecordEdit {
  leadName: string;
  followName: string;
  affiliation: string;
}

export function coupleRecordEditPatch(
  coupleId: string, edit: CoupleRecordEdit,
  records: { couples: Readonly<Record<string, Couple>>; people: Readonly<Record<string, Person>> },
): TreeUpdate {
  const lead = makePerson({ name: edit.leadName, affiliation: edit.affiliation });
  const follow = makePerson({ name: edit.followName, affiliation: edit.affiliation });
  const update: TreeUpdate = {};
  if (records.couples[coupleId]) {
    Object.assign(update, {
      [paths.coupleField(coupleId, 'leadName')]: lead.name, [paths.coupleField(coupleId, 'followName')]: follow.name,
      [paths.coupleField(coupleId, 'leadId')]: lead.personId, [paths.coupleField(coupleId, 'followId')]: follow.personId,
      [paths.coupleField(coupleId, 'affiliation')]: lead.affiliation,
    });
  }
  for (const person of [lead, follow]) {
    if (!records.people[person.personId]) update[paths.person(person.personId)] = { personId: person.personId, name: person.name, affiliation: person.affiliation };
  }
  return update;
}
