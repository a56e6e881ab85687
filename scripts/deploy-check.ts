// `npm run deploy:check -- <config> [--plan spark|blaze] [--couples N] [--phones N] [--staff N] [--loads N]`
// Before a deploy: compiles database.rules.json with localdb's strict compiler (what Firebase would refuse),
// checks the configuration's variables (as a production build would read them), and sets what the chosen
// plan allows against the competition's size. Exits 1 when anything would fail on the day.
import fs from 'node:fs';
import { loadEnv } from 'vite';
import { EVENT_CONFIG_NAMES, resolveEventConfigName } from '../configs/resolve.ts';
import type { EventConfig } from '../configs/types.ts';
import { compileRules } from '../localdb/rules/index.ts';
import { configProblems } from './lib/deploy-check/config-problems.ts';
import { estimateDay, type DayShape } from './lib/deploy-check/day-estimate.ts';
import { ACCOUNTS_PER_HOUR_PER_IP, isPlanName, PLANS, type PlanName } from './lib/deploy-check/plans.ts';

const USAGE = `Usage: npm run deploy:check -- <config> [--plan spark|blaze] [--couples N] [--phones N] [--staff N] [--loads N]
  <config>     one of ${EVENT_CONFIG_NAMES.join(', ')}
  --plan       the Firebase plan of the project (default spark)
  --couples    couples at the competition (default 400)
  --phones     phones following the day at its busiest (default: two per couple)
  --staff      judges' tablets and staff laptops (default 20)
  --loads      times each phone loads the site over the day (default 4)`;

interface CheckOptions { configName: string; plan: PlanName; shape: DayShape }

function parse(argv: readonly string[]): CheckOptions {
  const [configName, ...rest] = argv;
  if (!configName || configName.startsWith('--')) throw new Error(USAGE);
  const values = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    if (!['--plan', '--couples', '--phones', '--staff', '--loads'].includes(rest[i]) || rest[i + 1] === undefined) throw new Error(`unknown or incomplete option "${rest[i]}"\n${USAGE}`);
    values.set(rest[i], rest[i + 1]);
  }
  const plan = values.get('--plan') ?? 'spark';
  if (!isPlanName(plan)) throw new Error(`--plan must be spark or blaze, got "${plan}"`);
  const couples = count(values, '--couples', 400);
  return {
    configName,
    plan,
    shape: { couples, phones: count(values, '--phones', 2 * couples), staffDevices: count(values, '--staff', 20), loadsPerPhone: count(values, '--loads', 4) },
  };
}

function count(values: ReadonlyMap<string, string>, flag: string, fallback: number): number {
  const raw = values.get(flag);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} must be a whole number, got "${raw}"`);
  return n;
}

/** The config as a production build would see it: VITE_* from .env files and the environment. */
async function loadConfig(name: string): Promise<EventConfig> {
  const resolved = resolveEventConfigName(name);
  Object.assign(process.env, loadEnv('production', process.cwd(), 'VITE_'));
  const module = (await import(`../configs/${resolved}.ts`)) as { default: EventConfig };
  return module.default;
}

function rulesFile(): string {
  const firebaseJson = JSON.parse(fs.readFileSync('firebase.json', 'utf8')) as { database?: { rules?: string } };
  return firebaseJson.database?.rules ?? 'database.rules.json';
}

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const gb = (bytes: number) => `${(bytes / 1_000_000_000).toFixed(2)} GB`;

async function main(argv: readonly string[]): Promise<number> {
  const options = parse(argv);
  const failures: string[] = [];

  const rulesPath = rulesFile();
  const rulesSource = fs.readFileSync(rulesPath, 'utf8');
  compileRules(rulesSource, rulesPath); // throws file:line:column: what Firebase would refuse
  console.log(`Rules: ${rulesPath} compiles with the strict compiler (only what Firebase documents).`);

  const config = await loadConfig(options.configName);
  const aliases = (JSON.parse(fs.readFileSync('.firebaserc', 'utf8')) as { projects?: Record<string, string> }).projects ?? {};
  const problems = configProblems(config, aliases);
  console.log(`Configuration ${config.name}: project ${config.firebase.projectId}, database ${config.firebase.databaseURL ?? "the project's default"}`);
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  if (problems.length === 0) console.log('  ✓ every variable a production build needs is set');
  failures.push(...problems);

  const plan = PLANS[options.plan];
  const { shape } = options;
  const day = estimateDay(shape, rulesSource);
  console.log(`\nPlan ${plan.label} against a day of ${shape.couples} couples, ${shape.phones} phones, ${shape.staffDevices} staff devices, ${shape.loadsPerPhone} loads per phone:`);
  const connectionsFit = day.peakConnections <= plan.simultaneousConnections;
  console.log(`  ${connectionsFit ? '✓' : '✗'} simultaneous connections: about ${day.peakConnections} at the busiest moment; the plan allows ${plan.simultaneousConnections}.`);
  if (!connectionsFit) {
    failures.push('connections');
    console.log(`    Connection ${plan.simultaneousConnections + 1} is refused ("has reached its peak connections limit") and that phone stays offline until it reloads.`);
  }
  console.log(`  ✓ stored data: about ${mb(day.storedBytes)}; ${gb(plan.freeStoredBytes)} at no cost.`);
  const downloadsFit = day.downloadBytes <= plan.freeDownloadBytesPerMonth;
  const beyond = plan.billsBeyondFreeUsage ? 'billed beyond that' : 'the database stops serving beyond that';
  console.log(`  ${downloadsFit ? '✓' : '!'} downloads: about ${gb(day.downloadBytes)} on the day if every load reads all public data (${mb(day.publicBytes)}); ${gb(plan.freeDownloadBytesPerMonth)}/month at no cost, ${beyond}.`);
  if (!downloadsFit && !plan.billsBeyondFreeUsage) failures.push('downloads');
  console.log(`  · Auth e-mails per day: ${plan.verificationEmailsPerDay} address verifications, ${plan.passwordResetEmailsPerDay} password resets; new accounts: ${ACCOUNTS_PER_HOUR_PER_IP} per hour from one IP address (one venue Wi-Fi).`);
  if (plan.billsBeyondFreeUsage) console.log('  · Set a budget alert on the project before the day (README: Deploying).');

  if (failures.length > 0) {
    console.log(`\nNot ready: ${failures.length} problem${failures.length === 1 ? '' : 's'} above.${connectionsFit ? '' : ' Choose Blaze (--plan blaze) for a day this size.'}`);
    return 1;
  }
  console.log('\nReady to deploy.');
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`deploy:check: ${(error as Error).message}`);
    process.exit(1);
  },
);
