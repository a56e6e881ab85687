import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, type Database } from 'firebase/database';
import type { LocalDb } from '../index.ts';

// The SDK tunnels ws:// through HTTP_PROXY when set (WebSocketConnection.open), even to 127.0.0.1.
for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

export interface SdkClient {
  app: FirebaseApp;
  db: Database;
  close(): Promise<void>;
}

let counter = 0;

/** A real firebase@12 client on its own app (own connection) against a local server. */
export function sdkClient(server: LocalDb, options: { ns?: string; mockUserToken?: string | { sub: string; [claim: string]: unknown } } = {}): SdkClient {
  const ns = options.ns ?? 'demo-x-default-rtdb';
  const app = initializeApp({ projectId: 'demo-x', databaseURL: `http://127.0.0.1:${server.port}?ns=${ns}` }, `localdb-test-${process.pid}-${++counter}`);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', server.port, options.mockUserToken ? { mockUserToken: options.mockUserToken } : undefined);
  return { app, db, close: () => deleteApp(app) };
}
