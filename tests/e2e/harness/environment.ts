// What the global setup hands to every test file (through vitest's provide/inject).

export interface E2eEnvironment {
  /** The production build, e.g. http://127.0.0.1:41234 */
  siteUrl: string;
  /** Playwright browser server to connect to (one Chromium for the whole run). */
  browserWsEndpoint: string;
  /** The local database, e.g. http://127.0.0.1:41235 */
  dbUrl: string;
  dbPort: number;
  /** The database namespace of the demo configuration. */
  dbNamespace: string;
  authUrl: string;
  authPort: number;
  projectId: string;
  /** Where screenshots go (git-ignored; CI keeps them as artifacts). */
  artifactsDir: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    e2e: E2eEnvironment;
  }
}
