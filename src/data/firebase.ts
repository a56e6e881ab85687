// The only module that initialises Firebase: app, database and auth, created lazily once per page.
import eventConfig from '@event-config';
import { type FirebaseApp, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import { type Database, connectDatabaseEmulator, forceWebSockets, getDatabase } from 'firebase/database';
import { emulatorHosts } from './emulator-hosts';

let app: FirebaseApp | undefined;
let db: Database | undefined;
let auth: Auth | undefined;

export function getFirebaseApp(): FirebaseApp {
  app ??= initializeApp(eventConfig.firebase);
  return app;
}

export function getDb(): Database {
  if (db) return db;
  // A browser that once unloaded mid-handshake would otherwise fall back to long polling forever.
  forceWebSockets();
  db = getDatabase(getFirebaseApp());
  if (eventConfig.useEmulators) {
    const { host, port } = emulatorHosts().database;
    connectDatabaseEmulator(db, host, port);
  }
  return db;
}

export function getFirebaseAuth(): Auth {
  if (auth) return auth;
  auth = getAuth(getFirebaseApp());
  if (eventConfig.useEmulators) {
    const { host, port } = emulatorHosts().auth;
    connectAuthEmulator(auth, `http://${host}:${port}`, { disableWarnings: true });
  }
  return auth;
}
