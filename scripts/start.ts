// `npm start`: the demo competition on http://localhost:5173 — the local database (data in .localdb/,
// rules from database.rules.json), the Auth emulator with the demo sign-ins, and Vite with
// VITE_EVENT_CONFIG=demo. Seeds the demo data when the data folder is empty. Ctrl-C stops all of them.
import { DataDirInUseError, PortInUseError, RulesSyntaxError } from '../localdb/index.ts';
import { DEMO_ACCOUNTS } from '../src/demo/demo-accounts.ts';
import { DEMO_JUDGES } from '../src/demo/demo-officials.ts';
import { type DemoStack, startDemoStack } from './lib/demo-stack.ts';
import { SeedDemoError, seedDemo } from './seed-demo.ts';

const HOST = '127.0.0.1';
const SITE_URL = 'http://localhost:5173';

function log(line: string): void {
  console.log(`[start] ${line}`);
}

async function judgeCodes(stack: DemoStack, namespace: string): Promise<Record<string, string>> {
  const response = await fetch(`${stack.db.url}/judgeCodes.json?ns=${namespace}`, { headers: { Authorization: 'Bearer owner' } });
  return response.ok ? (((await response.json()) as Record<string, string> | null) ?? {}) : {};
}

async function printSignIns(stack: DemoStack, namespace: string): Promise<void> {
  const codes = await judgeCodes(stack, namespace);
  const lines = [
    '',
    `  The demo competition is running at ${SITE_URL}`,
    '',
    '  Demo sign-ins (sign in at /login; officials then open /admin):',
    ...DEMO_ACCOUNTS.map((account) => `    ${account.label.padEnd(36)} ${account.email.padEnd(24)} password: ${account.password}`),
    '',
    '  Judges’ tablets (open the page, enter the code):',
    ...DEMO_JUDGES.map((judge) => `    ${judge.name.padEnd(24)} ${`${SITE_URL}/judges/${judge.key}`.padEnd(44)} code: ${codes[judge.key] ?? '(not seeded)'}`),
    '',
    `  Data: .localdb/ (delete it to start over with fresh demo data). Press Ctrl-C to stop.`,
    '',
  ];
  console.log(lines.join('\n'));
}

function explain(error: unknown): string {
  if (error instanceof PortInUseError || error instanceof DataDirInUseError) return `${error.message}. Is another \`npm start\` running?`;
  if (error instanceof RulesSyntaxError) return `database.rules.json has an error: ${error.message}`;
  if (error instanceof SeedDemoError) return `Seeding the demo data failed: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<void> {
  const projectId = 'demo-ballroom';
  const namespace = `${projectId}-default-rtdb`;
  const stack = await startDemoStack({
    host: HOST,
    dbPort: 9000,
    authPort: 9099,
    vitePort: 5173,
    dataDir: '.localdb',
    rulesFile: 'database.rules.json',
    projectId,
    accounts: DEMO_ACCOUNTS,
    seed: async ({ dbUrl, uids }) => {
      const result = await seedDemo({ dbUrl, namespace, uids });
      log(`Seeded ${result.eventCount} events.`);
    },
    log,
    viteLog: (line) => console.log(`[vite] ${line}`),
  });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping Vite, the Auth emulator and the local database...`);
    await stack.stop();
    log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  // A part that dies on its own takes the rest down with it, rather than leaving a half-working site.
  for (const [name, child] of [['The Auth emulator', stack.auth.process], ['Vite', stack.vite.process]] as const) {
    child.once('exit', (code, signal) => {
      // On Ctrl-C the terminal signals the children too; give our own handler the first word.
      setTimeout(() => {
        if (stopping) return;
        stopping = true;
        console.error(`[start] ${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.`);
        void stack.stop().then(() => process.exit(1));
      }, 250);
    });
  }

  await printSignIns(stack, namespace);
}

main().catch((error: unknown) => {
  console.error(`[start] Could not start the demo: ${explain(error)}`);
  process.exit(1);
});
