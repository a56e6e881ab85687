// The only module that initialises Firebase's app and database, created lazily once per page.
// Auth lives in auth/firebase-auth.ts: its SDK is imported on demand, outside the public first view.
import eventConfig from '@event-config';
import { type FirebaseApp, initializeApp } from 'firebase/app';
import { type Database, connectDatabaseEmulator, forceWebSockets, getDatabase } from 'firebase/database';
import { databaseTarget, emulatorHosts } from './emulator-hosts';

let app: FirebaseApp | undefined;
let db: Database | undefined;

export function getFirebaseApp(): FirebaseApp {
  app ??= initializeApp(eventConfig.firebase);
  return app;
}

/** Whether anything has started the database SDK on this page (goOnline would start it). */
export function databaseStarted(): boolean {
  return db !== undefined;
}

export function getDb(): Database {
  if (db) return db;
  // A browser that once unloaded mid-handshake would otherwise fall back to long polling forever.
  forceWebSockets();
  // The local database over TLS (venue mode) is reached by its https URL, so the SDK opens wss://.
  const target = databaseTarget(eventConfig.firebase, eventConfig.useEmulators ? emulatorHosts() : null);
  db = target.url ? getDatabase(getFirebaseApp(), target.url) : getDatabase(getFirebaseApp());
  if (target.emulator) connectDatabaseEmulator(db, target.emulator.host, target.emulator.port);
  return db;
}
