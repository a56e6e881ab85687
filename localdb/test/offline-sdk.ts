import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, goOffline, onValue, ref, set, type Database, type DataSnapshot, type Query } from 'firebase/database';

// The SDK with no server: local writes still raise events, computed by the SDK's own node code
// (nodeFromJSON, hash, query filters). That makes it an oracle for the server's tree code.

export interface SdkNode {
  hash(): string;
}

export interface OfflineSdk {
  db: Database;
  /** Writes `value` at `path` locally and returns the SDK's snapshot of `query` (or of the path). */
  snapshotAfterSet(path: string, value: unknown, query?: (db: Database) => Query): Promise<DataSnapshot>;
  close(): Promise<void>;
}

let counter = 0;

export function offlineSdk(): OfflineSdk {
  const app: FirebaseApp = initializeApp({ projectId: 'demo-x', databaseURL: 'http://127.0.0.1:9?ns=offline' }, `offline-${process.pid}-${++counter}`);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', 9);
  goOffline(db);
  return {
    db,
    snapshotAfterSet: (path, value, query) => {
      // Never acknowledged while offline; deleteApp abandons it.
      set(ref(db, path), value).catch(() => undefined);
      return new Promise((resolve) => onValue(query ? query(db) : ref(db, path), resolve, { onlyOnce: true }));
    },
    close: () => deleteApp(app),
  };
}

export function sdkHash(snap: DataSnapshot): string {
  return (snap as unknown as { _node: SdkNode })._node.hash();
}
