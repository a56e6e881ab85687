// The team captain's sheet (issue 31): what was read for every row, one plan, one atomic update of every valid
// row, and what happened to each row. The rules check every entry, couple record and slot again.
import type { AuthUser } from '../../data/auth/auth-user';
import { trackAction } from '../../data/actions-in-flight';
import { loadCoupleRecords } from '../../data/registration/couple-records';
import { getDbWriter } from '../../data/writes/db-writer';
import type { CompetitionEvent, Registrant } from '../../domain/model';
import { paths } from '../../data/paths';
import { checkEligibility, isRefused } from '../eligibility/check-eligibility';
import {
  type CoupleRecords, type Registerer, type TeamRowOutcome, type TeamSheet, isBlankRow, planTeamSheet,
} from '../../domain/registration';

function merged(all: readonly CoupleRecords[]): CoupleRecords {
  const first = all[0];
  return {
    couples: Object.assign({}, ...all.map((r) => r.couples)) as CoupleRecords['couples'],
    people: Object.assign({}, ...all.map((r) => r.people)) as CoupleRecords['people'],
    ...(first?.slots ? { slots: first.slots } : {}),
    ...(first?.teamCaptain ? { teamCaptain: true } : {}),
    ...(first?.cap !== undefined ? { cap: first.cap } : {}),
    ...(first?.dancerOf ? { dancerOf: first.dancerOf } : {}),
  };
}

/** The organiser's eligibility rules, row by row (each couple with the dancers' existing entries). */
async function eligibilityRefusals(sheet: TeamSheet, events: Readonly<Record<string, CompetitionEvent>>): Promise<Record<number, string>> {
  const checks = await Promise.all(sheet.rows.map((row) => (isBlankRow(row) ? null : checkEligibility(row, row.eventNames, events))));
  const refused: Record<number, string> = {};
  checks.forEach((check, index) => {
    if (check && isRefused(check)) refused[index] = Object.entries(check.eventErrors).map(([eventName, why]) => `${eventName}: ${why}`).join(' ');
  });
  return refused;
}

/**
 * Registers every valid row of the sheet in one update and returns one outcome per non-blank row. Nothing is
 * written when no row is valid. Throws the database's DbError when the write is refused (then nothing was written).
 */
export function registerTeam(sheet: TeamSheet, events: Readonly<Record<string, CompetitionEvent>>, user: AuthUser): Promise<TeamRowOutcome[]> {
  return trackAction(async () => {
    const db = getDbWriter();
    const existing = (await db.readOnce(paths.registrant(user.uid))) as Registrant | null;
    const registerer: Registerer = {
      kind: 'competitor', uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified === true, ...(existing ? { existing } : {}),
    };
    const rows = sheet.rows.filter((row) => !isBlankRow(row));
    const [records, refusedRows] = await Promise.all([
      Promise.all(rows.map((row) => loadCoupleRecords({ ...row, affiliation: sheet.affiliation }, registerer))),
      eligibilityRefusals(sheet, events),
    ]);
    const plan = planTeamSheet(sheet, events, registerer, merged(records), Date.now(), refusedRows);
    if (Object.keys(plan.patch).length > 0) await db.update(plan.patch);
    return plan.rows;
  });
}
