import { startLocalDb, type LocalDb } from '../index.ts';
import { HELP, parseArgs, type CliOptions } from './args.ts';
import { exportNamespace } from './export-data.ts';
import { readSeed, readTextFile } from './read-inputs.ts';

async function main(argv: readonly string[]): Promise<void> {
  const options = parseArgs(argv);
  if (options.help) return void console.log(HELP);
  if (options.exportFile) {
    const ns = exportNamespace(options.dataDir, options.namespace, options.exportFile);
    return void console.log(`localdb: exported namespace ${ns} from ${options.dataDir} to ${options.exportFile}`);
  }
  const server = await start(options);
  console.log(`localdb: listening on ${server.url} (data ${server.dataDir}, rules ${options.rulesFile ?? 'none: everything allowed'})`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function start(options: CliOptions): Promise<LocalDb> {
  const rulesSource = options.rulesFile ? readTextFile(options.rulesFile, 'rules file') : null;
  if (!options.rulesFile) console.warn('localdb: no --rules file: every read and write is allowed');
  return startLocalDb({
    port: options.port,
    host: options.host,
    dataDir: options.dataDir,
    rulesSource,
    rulesFileName: options.rulesFile ?? undefined,
    seed: options.seedFile ? readSeed(options.seedFile) : null,
    logDenials: options.logDenials,
    maxConnections: options.maxConnections ?? undefined,
  });
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`localdb: error: ${(error as Error).message}`);
  process.exit(1);
});
