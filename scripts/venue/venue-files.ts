// What prepare leaves in the venue folder, for start and finish.
import { join, resolve } from 'node:path';
import type { VenueConfig } from './venue-config.ts';

export interface VenueOfficial {
  email: string;
  uid: string;
  password: string;
}

export function venueFiles(config: VenueConfig) {
  const dir = resolve(config.venue.dir);
  return {
    dir,
    /** The hosted tree as downloaded: the venue database's seed. */
    tree: join(dir, 'tree.json'),
    /** The same download in the backup format (docs/BACKUP-FORMAT.md). */
    backup: join(dir, 'backup.json'),
    officials: join(dir, 'officials.json'),
    signInSheet: join(dir, 'sign-ins.txt'),
    mirrorState: join(dir, 'mirror-state.json'),
    data: join(dir, 'data'),
    site: join(dir, 'site'),
  };
}
