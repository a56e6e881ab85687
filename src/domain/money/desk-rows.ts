// The registration desk's list: every team and independent dancer with what they owe and whether
// their couples have checked in, filtered by what the desk typed (part of a team or dancer name).
import { isPlaceholderEntryId } from '../constants';
import { normalizeName } from '../competitors';
import type { CompetitionEvent } from '../model';
import { isIndependentAffiliation } from './affiliation-kind';
import type { Statement } from './balances';

export type CheckInStatus = 'all' | 'some' | 'none';

export interface DeskRow {
  kind: 'team' | 'dancer';
  /** The team's affiliation, or the independent dancer's name. */
  name: string;
  /** Dancer names, for the search and the expanded row. */
  dancerNames: string[];
  charged: number;
  paid: number;
  due: number;
  checkIn: CheckInStatus;
}

function checkInOf(dancerIds: ReadonlySet<string>, events: Readonly<Record<string, CompetitionEvent>>): CheckInStatus {
  const entries = Object.values(events).flatMap((event) => Object.values(event.entries ?? {}))
    .filter((entry) => !isPlaceholderEntryId(entry.entryId) && (dancerIds.has(entry.leadId) || dancerIds.has(entry.followId)));
  const checked = entries.filter((entry) => entry.checkedIn === true).length;
  if (entries.length > 0 && checked === entries.length) return 'all';
  return checked > 0 ? 'some' : 'none';
}

export function deskRows(statement: Statement, events: Readonly<Record<string, CompetitionEvent>>): DeskRow[] {
  const teams = Object.values(statement.teams).map((team): DeskRow => ({
    kind: 'team', name: team.affiliation,
    dancerNames: team.dancerIds.map((id) => statement.dancers[id].dancerName).sort(),
    charged: team.charged, paid: team.paid, due: team.due, checkIn: checkInOf(new Set(team.dancerIds), events),
  }));
  const independents = Object.values(statement.dancers).filter((d) => isIndependentAffiliation(d.affiliation)).map((d): DeskRow => ({
    kind: 'dancer', name: d.dancerName, dancerNames: [d.dancerName],
    charged: d.charged, paid: d.paid, due: d.due, checkIn: checkInOf(new Set([d.dancerId]), events),
  }));
  return [...teams, ...independents].sort((a, b) => a.name.localeCompare(b.name));
}

/** Rows whose name or a dancer's name contains every typed word ("corn" finds Cornell DanceSport). */
export function searchDeskRows(rows: readonly DeskRow[], query: string): DeskRow[] {
  const words = normalizeName(query).split(' ').filter((w) => w !== '');
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystacks = [row.name, ...row.dancerNames].map(normalizeName);
    return words.every((word) => haystacks.some((text) => text.includes(word)));
  });
}
