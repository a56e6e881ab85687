// The registration desk's list of dancers (issue 29): every dancer entered in an event, with their team, back
// number(s), what the money statement says they still owe, and whether they are in for the day (the desk's
// check-in or the deck captain's for any round, the same answer the deck captain's screen reads).
import { normalizeName } from '../competitors';
import { isPlaceholderEntryId } from '../constants';
import type { CompetitionEvent } from '../model';
import type { Statement } from '../money';
import type { DancerCheckIns, DayModel } from './day-model';
import { attendanceOf, type DancerAttendance } from './dancer-check-in';
import { personId } from './heat-couples';

export interface DeskDancer extends DancerAttendance {
  name: string;
  /** The dancer's team (the entry's affiliation). */
  team: string;
  /** The back numbers of the couples the dancer dances in (a lead's own; a follow's partners'), ascending. */
  backNumbers: number[];
  /** Still owed (negative: in credit); null when there is no fee schedule or the statement does not list them. */
  due: number | null;
}

interface Found { name: string; team: string; numbers: Set<number> }

function dancersOf(events: Readonly<Record<string, CompetitionEvent>>): Map<string, Found> {
  const found = new Map<string, Found>();
  const add = (id: string, name: string, team: string, number: number | undefined) => {
    const dancer = found.get(id) ?? { name, team, numbers: new Set<number>() };
    if (number !== undefined) dancer.numbers.add(number);
    found.set(id, dancer);
  };
  for (const event of Object.values(events)) {
    for (const entry of Object.values(event.entries ?? {})) {
      if (isPlaceholderEntryId(entry.entryId)) continue;
      add(personId(entry.leadId, entry.leadName), entry.leadName, entry.affiliation, entry.leadNumber);
      add(personId(entry.followId, entry.followName), entry.followName, entry.affiliation, entry.leadNumber);
    }
  }
  return found;
}

/** Every entered dancer, by name, as the desk sees them. */
export function deskDancersOf(
  day: DayModel,
  events: Readonly<Record<string, CompetitionEvent>>,
  checkIns: DancerCheckIns,
  statement: Statement | null,
): DeskDancer[] {
  return [...dancersOf(events)].map(([id, dancer]): DeskDancer => {
    const owed = statement?.dancers[id]?.due;
    return {
      ...attendanceOf(day, checkIns, id, owed),
      name: dancer.name, team: dancer.team,
      backNumbers: [...dancer.numbers].sort((a, b) => a - b),
      due: owed ?? null,
    };
  }).sort((a, b) => a.name.localeCompare(b.name) || a.competitorId.localeCompare(b.competitorId));
}

/**
 * The dancers the desk is looking for: a number finds the dancers of that back number; words find the dancers
 * whose name (or team) contains every word ("ana lee", "cornell ana"). An empty search finds nobody, so the
 * desk's phone never lists the whole competition.
 */
export function searchDeskDancers(dancers: readonly DeskDancer[], query: string): DeskDancer[] {
  const text = query.trim().replace(/^#/, '');
  if (text === '') return [];
  if (/^\d+$/.test(text)) return dancers.filter((d) => d.backNumbers.includes(Number(text)));
  const words = normalizeName(text).split(' ').filter((w) => w !== '');
  return dancers.filter((d) => {
    const haystacks = [d.name, d.team].map(normalizeName);
    return words.every((word) => haystacks.some((h) => h.includes(word)));
  });
}
