// `npm run venue -- prepare <config>`, at home with internet: sign the organiser in to the hosted
// site, download the competition (a backup file, plus the whole tree the venue database starts from),
// build the site for the laptop's address, and give every official a venue password to print.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeBackup } from '../../src/domain/transfer/index.ts';
import type { Tree } from '../../src/domain/tree-update.ts';
import { baselineState } from './mirror.ts';
import { RestDatabase } from './rest-database.ts';
import { organiserToken } from './sign-in.ts';
import { VenueError, type VenueConfig } from './venue-config.ts';
import { venueFiles, type VenueOfficial } from './venue-files.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface PrepareOptions {
  password: string;
  /** Skip the production build (tests that do not open the site). */
  build: boolean;
  log: (line: string) => void;
}

function metadataText(tree: Tree, field: string): string {
  const value = (tree.competitionMetadata as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : '';
}

/** A password an official can type from paper: 12 letters and digits without look-alikes. */
function venuePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
}

export async function prepareVenue(config: VenueConfig, options: PrepareOptions): Promise<void> {
  const files = venueFiles(config);
  mkdirSync(files.dir, { recursive: true });
  options.log(`Signing ${config.hosted.organiserEmail} in to the hosted site...`);
  const hosted = new RestDatabase('The hosted database', config.hosted.databaseUrl, organiserToken(config, options.password), 60_000);
  const downloaded = await hosted.get('');
  if (downloaded === null || typeof downloaded !== 'object') throw new VenueError('The hosted database is empty or could not be read as the organiser.');
  const tree = downloaded as Tree;
  writeFileSync(files.tree, JSON.stringify(tree));
  writeFileSync(files.backup, JSON.stringify(makeBackup(tree, Date.now()), null, 1));
  writeFileSync(files.mirrorState, JSON.stringify(baselineState(tree), null, 1));
  options.log(`Downloaded the competition (${Object.keys(tree).length} branches) to ${files.backup}.`);

  const officials: VenueOfficial[] = config.officials.map((o) => ({ ...o, password: venuePassword() }));
  writeFileSync(files.officials, JSON.stringify(officials, null, 1));
  const sheet = ['Venue sign-ins (print this; the passwords work only on the venue network)', '', ...officials.map((o) => `${o.email.padEnd(36)} ${o.password}`), ''];
  writeFileSync(files.signInSheet, sheet.join('\n'));
  options.log(`Venue passwords for ${officials.length} officials: ${files.signInSheet} (judges keep their tablet codes).`);

  if (options.build) {
    options.log('Building the site for the venue (vite build)...');
    const vite = spawn(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', files.site, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        VITE_EVENT_CONFIG: config.venue.siteConfig,
        VITE_DB_EMULATOR_HOST: `${config.venue.host}:${config.venue.dbPort}`,
        VITE_AUTH_EMULATOR_HOST: `${config.venue.host}:${config.venue.authPort}`,
        // Over https the site must reach the database by its https URL (wss), not the emulator connection (ws).
        VITE_EMULATOR_TLS: config.venue.tls ? 'true' : 'false',
        // The local site's texts say where it is and which competition it runs (configs/venue.ts).
        VITE_VENUE_SITE_ADDRESS: `${config.venue.tls ? 'https' : 'http'}://${config.venue.host}${config.venue.sitePort === 0 ? '' : `:${config.venue.sitePort}`}`,
        VITE_VENUE_COMPETITION_NAME: metadataText(tree, 'fullName'),
        VITE_VENUE_COMPETITION_DATE: metadataText(tree, 'startDate'),
      },
    });
    const code = await new Promise<number | null>((done) => vite.once('exit', done));
    if (code !== 0) throw new VenueError(`The venue build failed (vite build exited with ${code}).`);
    options.log(`Built the site into ${files.site}.`);
  }
}
