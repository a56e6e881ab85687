// The venue's configuration file (`npm run venue -- prepare venue.json`): where the hosted database
// is, the address the laptop serves on, and the officials who sign in at the venue.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const officialSchema = z.object({
  email: z.string().includes('@'),
  /** The official's uid in the hosted project: the venue account gets the same uid, so roles/<uid> carries over. */
  uid: z.string().min(1),
});

export const venueConfigSchema = z.object({
  hosted: z.object({
    /** e.g. https://<project>-default-rtdb.firebaseio.com, or http://host:port?ns=… for a local stand-in. */
    databaseUrl: z.url(),
    /** Web API key for password sign-in (any value for an Auth emulator). */
    apiKey: z.string().default('venue'),
    /** An Auth emulator standing for hosted sign-in (tests); absent: Firebase Auth itself. */
    authEmulatorUrl: z.url().optional(),
    organiserEmail: z.string().includes('@'),
    /**
     * The account the mirror writes as (granted `mirror`: `npm run grant-role -- --uid <uid> mirror`), so the
     * laptop holds no organiser's session all day; absent: the organiser. Its password: VENUE_MIRROR_PASSWORD.
     */
    mirrorEmail: z.string().includes('@').optional(),
  }),
  venue: z.object({
    /** The laptop's address on the venue network; every server binds to it alone. */
    host: z.string().min(1),
    dbPort: z.number().int().min(0).max(65535).default(9000),
    authPort: z.number().int().min(0).max(65535).default(9099),
    sitePort: z.number().int().min(0).max(65535).default(8080),
    /** Where prepare writes the download, the build, the sign-ins and the mirror's state. */
    dir: z.string().default('.venue'),
    /** The site configuration the venue build uses: `venue` (configs/venue.ts), whose texts say it is the venue's local site. */
    siteConfig: z.string().default('venue'),
    projectId: z.string().default('demo-ballroom'),
    /**
     * Serve everything over https/wss (start with `--tls <cert> <key>`). The site is built for one or the
     * other, so prepare must know: browsers run the judge page's offline reload only over https.
     */
    tls: z.boolean().default(false),
  }),
  officials: z.array(officialSchema).default([]),
});

export type VenueConfig = z.infer<typeof venueConfigSchema>;

export class VenueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VenueError';
  }
}

export function readVenueConfig(file: string): VenueConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new VenueError(`Cannot read the venue configuration ${file}: ${(error as Error).message}`);
  }
  const parsed = venueConfigSchema.safeParse(raw);
  if (!parsed.success) throw new VenueError(`The venue configuration ${file} is not valid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The database namespace of the venue build's project. */
export function venueNamespace(config: VenueConfig): string {
  return `${config.venue.projectId}-default-rtdb`;
}
