// Analytics (spec §1): only for hosted builds with a measurement id, where the browser supports it.
// It looks up the visitor's public IP and records it as the client IP. Nothing here may break the page,
// and the SDK is imported on demand so it stays out of the first screen's download.
import eventConfig from '@event-config';
import type { FirebaseApp } from 'firebase/app';

/** The parts of firebase/analytics used here, so tests can pass stand-ins. */
export interface AnalyticsSdk {
  isSupported(): Promise<boolean>;
  getAnalytics(app: FirebaseApp): unknown;
  setUserProperties(analytics: never, properties: Record<string, unknown>): void;
  logEvent(analytics: never, name: string, params?: Record<string, unknown>): void;
}

export interface AnalyticsDeps {
  measurementId: string | undefined;
  useEmulators: boolean;
  /** Vite's MODE: 'test' under vitest. */
  mode: string;
  loadSdk: () => Promise<AnalyticsSdk>;
  getApp: () => FirebaseApp | Promise<FirebaseApp>;
  fetch: typeof fetch;
  warn: (message: string, error?: unknown) => void;
}

export type AnalyticsOutcome = 'off' | 'unsupported' | 'recorded' | 'failed';

export const IP_LOOKUP_URL = 'https://api.ipify.org?format=json';
const IP_LOOKUP_TIMEOUT_MS = 5000;

function defaultDeps(): AnalyticsDeps {
  return {
    measurementId: eventConfig.firebase.measurementId,
    useEmulators: eventConfig.useEmulators,
    mode: import.meta.env.MODE,
    loadSdk: () => import('firebase/analytics') as Promise<AnalyticsSdk>,
    getApp: async () => (await import('./firebase')).getFirebaseApp(),
    fetch: (...args) => fetch(...args),
    warn: (message, error) => console.warn(message, error),
  };
}

export async function lookupPublicIp(fetchImpl: typeof fetch): Promise<string> {
  const response = await fetchImpl(IP_LOOKUP_URL, { signal: AbortSignal.timeout(IP_LOOKUP_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`IP lookup answered ${response.status}`);
  const body = (await response.json()) as { ip?: unknown };
  if (typeof body.ip !== 'string' || !body.ip) throw new Error('IP lookup gave no ip field');
  return body.ip;
}

/** Never demo, dev or tests; never without a measurement id. */
export function analyticsAllowed(deps: Pick<AnalyticsDeps, 'measurementId' | 'useEmulators' | 'mode'>): boolean {
  return Boolean(deps.measurementId) && !deps.useEmulators && deps.mode !== 'test';
}

/** Starts analytics and records the client IP. Resolves with what happened; never rejects. */
export async function startAnalytics(deps: AnalyticsDeps = defaultDeps()): Promise<AnalyticsOutcome> {
  if (!analyticsAllowed(deps)) return 'off';
  try {
    const sdk = await deps.loadSdk();
    if (!(await sdk.isSupported())) return 'unsupported';
    const analytics = sdk.getAnalytics(await deps.getApp()) as never;
    const ip = await lookupPublicIp(deps.fetch);
    sdk.setUserProperties(analytics, { client_ip: ip });
    sdk.logEvent(analytics, 'client_ip', { client_ip: ip });
    return 'recorded';
  } catch (error) {
    deps.warn('Analytics could not record the client IP; the site works without it.', error);
    return 'failed';
  }
}
