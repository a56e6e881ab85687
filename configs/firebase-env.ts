// Real deployments take their Firebase web settings from VITE_FIREBASE_* (see .env.example);
// the config file supplies the rest. These settings are public by design, but nothing
// that is not already public (project ids) is committed: the key and app id come from env.
import type { FirebaseWebSettings } from './types';

export type FirebaseEnv = Partial<Record<(typeof FIREBASE_ENV_KEYS)[keyof typeof FIREBASE_ENV_KEYS], string>>;

export const FIREBASE_ENV_KEYS = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  databaseURL: 'VITE_FIREBASE_DATABASE_URL',
  appId: 'VITE_FIREBASE_APP_ID',
  measurementId: 'VITE_FIREBASE_MEASUREMENT_ID',
} as const satisfies Record<keyof FirebaseWebSettings, string>;

/** What a config file commits for a hosted project: its id, and whether it has its own database URL. */
export interface HostedProject {
  projectId: string;
  /** The event's own database; omit for events that used the project's default database. */
  databaseURL?: string;
  /** Filled from VITE_FIREBASE_API_KEY at build time; empty in the repository. */
  apiKey?: string;
  appId?: string;
  measurementId?: string;
}

function envValue(env: FirebaseEnv, key: keyof FirebaseWebSettings): string | undefined {
  const value = env[FIREBASE_ENV_KEYS[key]]?.trim();
  return value ? value : undefined;
}

/** Vite's variables in a build; plain Node (npm run deploy:check) has none there and uses process.env. */
function buildEnv(): FirebaseEnv {
  const vite = import.meta.env as FirebaseEnv | undefined;
  return vite ?? (globalThis as { process?: { env: FirebaseEnv } }).process?.env ?? {};
}

/** The file's values, each overridden by its VITE_FIREBASE_* variable when that is set and not blank. */
export function hostedFirebase(file: HostedProject, env: FirebaseEnv = buildEnv()): FirebaseWebSettings {
  const projectId = envValue(env, 'projectId') ?? file.projectId;
  const settings: FirebaseWebSettings = {
    apiKey: envValue(env, 'apiKey') ?? file.apiKey ?? '',
    authDomain: envValue(env, 'authDomain') ?? `${projectId}.firebaseapp.com`,
    projectId,
    appId: envValue(env, 'appId') ?? file.appId ?? '',
  };
  const databaseURL = envValue(env, 'databaseURL') ?? file.databaseURL;
  if (databaseURL) settings.databaseURL = databaseURL;
  const measurementId = envValue(env, 'measurementId') ?? file.measurementId;
  if (measurementId) settings.measurementId = measurementId;
  return settings;
}

/**
 * demo and dev talk only to the local database and the Auth emulator, so their settings are fixed:
 * a `demo-` project id tells Firebase tools it is not a real project, and env overrides are ignored
 * so a real key in .env.local can never point `npm start` at a live project.
 */
export function emulatorFirebase(projectId: `demo-${string}`): FirebaseWebSettings {
  return {
    apiKey: 'demo-api-key',
    authDomain: `${projectId}.firebaseapp.com`,
    projectId,
    databaseURL: `http://127.0.0.1:9000?ns=${projectId}-default-rtdb`,
    appId: `1:000000000000:web:${projectId}`,
  };
}

/** Problems that would make a build unusable, in words a deployer can act on; empty when fine. */
export function firebaseSettingsProblems(settings: FirebaseWebSettings, useEmulators: boolean): string[] {
  if (useEmulators) return [];
  const problems: string[] = [];
  if (!settings.apiKey) problems.push(`No Firebase API key: set ${FIREBASE_ENV_KEYS.apiKey} when building.`);
  if (!settings.appId) problems.push(`No Firebase app id: set ${FIREBASE_ENV_KEYS.appId} when building.`);
  return problems;
}
