// Command-line options of `npm run db`.

export interface CliOptions {
  port: number;
  host: string;
  dataDir: string;
  rulesFile: string | null;
  seedFile: string | null;
  exportFile: string | null;
  namespace: string | null;
  logDenials: boolean;
  maxConnections: number | null;
  help: boolean;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(`${message} (see --help)`);
    this.name = 'UsageError';
  }
}

export const HELP = `Local Firebase Realtime Database server (WebSocket protocol v5 + REST) for the SDK's connectDatabaseEmulator.

Usage: npm run db -- [options]

  --port <n>        port to listen on (default 9000; 0 picks a free one)
  --host <addr>     address to listen on (default 127.0.0.1)
  --data <dir>      data folder: snapshot + write log (default .localdb)
  --rules <file>    database.rules.json for every namespace (default: everything allowed)
  --seed <file>     JSON data for each namespace the data folder has never held
  --export <file>   write one namespace's data (export format) to <file> and exit; no server
  --ns <name>       namespace for --export (default: the only one in the data folder)
  --log-denials     print every rules denial with the deciding rule
  --max-connections <n>  refuse a namespace's connection beyond n open ones, as Firebase's free plan
                    does at 100 (the client is told the database "has reached its peak connections
                    limit" and does not reconnect until the page is reloaded)
  --help            show this text

Clients: connectDatabaseEmulator(db, '127.0.0.1', 9000) with databaseURL '...?ns=<name>'.
REST: curl 'http://127.0.0.1:9000/path.json?ns=<name>'.
Browsers must call forceWebSockets() (firebase/database) before getDatabase(): long polling is not served.`;

const VALUE_FLAGS = new Set(['--port', '--host', '--data', '--rules', '--seed', '--export', '--ns', '--max-connections']);

export function parseArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = {
    port: 9000,
    host: '127.0.0.1',
    dataDir: '.localdb',
    rulesFile: null,
    seedFile: null,
    exportFile: null,
    namespace: null,
    logDenials: false,
    maxConnections: null,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = splitFlag(argv[i]);
    if (flag === '--help' || flag === '-h') options.help = true;
    else if (flag === '--log-denials') options.logDenials = true;
    else if (VALUE_FLAGS.has(flag)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value === '') throw new UsageError(`${flag} needs a value`);
      applyValue(options, flag, value);
    } else throw new UsageError(`unknown option "${argv[i]}"`);
  }
  return options;
}

function splitFlag(arg: string): [string, string | undefined] {
  const eq = arg.indexOf('=');
  return arg.startsWith('--') && eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, undefined];
}

function applyValue(options: CliOptions, flag: string, value: string): void {
  switch (flag) {
    case '--port': {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a number from 0 to 65535, got "${value}"`);
      options.port = port;
      return;
    }
    case '--host':
      options.host = value;
      return;
    case '--data':
      options.dataDir = value;
      return;
    case '--rules':
      options.rulesFile = value;
      return;
    case '--seed':
      options.seedFile = value;
      return;
    case '--export':
      options.exportFile = value;
      return;
    case '--ns':
      options.namespace = value;
      return;
    case '--max-connections': {
      const max = Number(value);
      if (!Number.isInteger(max) || max < 1) throw new UsageError(`--max-connections must be a whole number of at least 1, got "${value}"`);
      options.maxConnections = max;
      return;
    }
  }
}
