// One SDK client of the day (a staff device or a judge's tablet), signed in as `uid` through the
// emulator's unsigned token, as the site's Auth would sign it in.
import { type FirebaseApp, deleteApp, initializeApp } from 'firebase/app';
import { type Database, connectDatabaseEmulator, getDatabase } from 'firebase/database';

export interface SdkClient {
  app: FirebaseApp;
  db: Database;
  close(): Promise<void>;
}

let counter = 0;

export function sdkClient(port: number, ns: string, uid: string): SdkClient {
  const app = initializeApp({ projectId: 'bench', databaseURL: `http://127.0.0.1:${port}?ns=${ns}` }, `day-${uid}-${++counter}`);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', port, { mockUserToken: { sub: uid, user_id: uid } });
  return { app, db, close: () => deleteApp(app) };
}
