// `npm run venue -- finish <config>`: one last mirror pass, then both sides compared branch by branch.
import { compareSides, Mirror } from './mirror.ts';
import { RestDatabase } from './rest-database.ts';
import { mirrorToken } from './sign-in.ts';
import { venueNamespace, type VenueConfig } from './venue-config.ts';
import { venueFiles } from './venue-files.ts';

export interface FinishReport {
  written: string[];
  conflicts: { path: string }[];
  branches: { branch: string; venue: string; hosted: string; same: boolean }[];
  linkDown: string | null;
}

/** `venueDbUrl`: the running venue database (finish runs beside `start`, or after it with the database started again). */
/** `venueCert`: the certificate the venue database serves with (`--tls`), accepted for it alone. */
export async function finishVenue(config: VenueConfig, venueDbUrl: string, password: string, venueCert?: Buffer): Promise<FinishReport> {
  const files = venueFiles(config);
  const venue = new RestDatabase('The venue database', `${venueDbUrl}?ns=${venueNamespace(config)}`, () => Promise.resolve('owner'), 5_000, venueCert);
  const hosted = new RestDatabase('The hosted database', config.hosted.databaseUrl, mirrorToken(config, password));
  const pass = await new Mirror(venue, hosted, files.mirrorState).syncOnce();
  if (pass.linkDown) return { ...pass, branches: [] };
  return { ...pass, branches: await compareSides(venue, hosted) };
}

export function formatFinishReport(report: FinishReport): string {
  if (report.linkDown) return `Could not finish: ${report.linkDown}. Nothing is lost; run finish again once the link is up.`;
  const lines = [`Pushed ${report.written.length} changed units.`, '', 'Branch             venue digest            hosted digest           same?'];
  for (const b of report.branches) lines.push(`${b.branch.padEnd(18)} ${b.venue.padEnd(23)} ${b.hosted.padEnd(23)} ${b.same ? 'yes' : 'NO'}`);
  if (report.conflicts.length > 0) {
    lines.push('', `${report.conflicts.length} conflicts: changed on the hosted site while the venue ran; not overwritten. Decide each one on the admin screens:`);
    for (const c of report.conflicts) lines.push(`  ${c.path}`);
  }
  return lines.join('\n');
}
