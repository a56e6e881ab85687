// npm run venue -- prepare|start|finish <config.json> [--tls <cert> <key>] [--no-build]
// Venue mode (README "Venue mode"): run the day on a laptop's local network, mirror it to the hosted site.
import { readFileSync } from 'node:fs';
import { formatFinishReport, finishVenue } from './finish.ts';
import { prepareVenue } from './prepare.ts';
import { organiserPassword } from './sign-in.ts';
import { addressSheet, startVenue } from './start.ts';
import { readVenueConfig, VenueError, venueNamespace } from './venue-config.ts';

const USAGE = `Usage:
  npm run venue -- prepare <config.json> [--no-build]   at home: download, build, venue passwords
  npm run venue -- start <config.json> [--tls <cert.pem> <key.pem>]
  npm run venue -- finish <config.json> [--db <venue database URL>] [--tls <cert.pem> <key.pem>]
The organiser's hosted password comes from VENUE_ORGANISER_PASSWORD.`;

function log(line: string): void {
  console.log(`[venue] ${line}`);
}

interface Args {
  command: string;
  configFile: string;
  tls?: { cert: Buffer; key: Buffer };
  build: boolean;
  db?: string;
}

function parseArgs(argv: readonly string[]): Args {
  const [command, configFile, ...rest] = argv;
  if (!command || !configFile || !['prepare', 'start', 'finish'].includes(command)) throw new VenueError(USAGE);
  const args: Args = { command, configFile, build: true };
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--no-build') args.build = false;
    else if (rest[i] === '--tls' && rest[i + 2]) {
      args.tls = { cert: readFileSync(rest[i + 1]), key: readFileSync(rest[i + 2]) };
      i += 2;
    } else if (rest[i] === '--db' && rest[i + 1]) args.db = rest[++i];
    else throw new VenueError(`Unknown option ${rest[i]}.\n${USAGE}`);
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = readVenueConfig(args.configFile);
  const password = organiserPassword();
  if (args.command === 'prepare') {
    await prepareVenue(config, { password, build: args.build, log });
    log('Prepared. At the venue: npm run venue -- start ' + args.configFile);
    return;
  }
  if (args.command === 'finish') {
    const scheme = args.tls ? 'https' : 'http';
    const report = await finishVenue(config, args.db ?? `${scheme}://${config.venue.host}:${config.venue.dbPort}`, password, args.tls?.cert);
    console.log(formatFinishReport(report));
    process.exitCode = report.linkDown || report.conflicts.length > 0 || report.branches.some((b) => !b.same) ? 1 : 0;
    return;
  }
  let lastLink = '';
  const venue = await startVenue(config, {
    password,
    tls: args.tls,
    site: true,
    mirrorIntervalMs: 3_000,
    log,
    onMirrorPass: (report) => {
      const link = report.linkDown ? `hosted site unreachable (${report.linkDown}); the mirror keeps trying` : 'hosted site reachable, mirror up to date';
      if (link !== lastLink) log((lastLink = link));
      for (const c of report.conflicts) log(`CONFLICT ${c.path}: changed on the hosted site meanwhile; not overwritten (see finish).`);
    },
  });
  const codes = (await venue.venueDb.get('judgeCodes')) as Record<string, string> | null;
  console.log(await addressSheet(venue.site!.url, Object.keys(codes ?? {})));
  log(`Database ${venue.db.url}?ns=${venueNamespace(config)}, sign-in ${venue.authUrl}. Officials' venue passwords: ${config.venue.dir}/sign-ins.txt. Ctrl-C stops.`);
  let connected = -1;
  const watch = setInterval(() => {
    const now = venue.db.connectionCount();
    if (now !== connected) log(`Connected devices: ${(connected = now)}`);
  }, 2_000);
  const shutdown = async () => {
    clearInterval(watch);
    await venue.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(`[venue] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
