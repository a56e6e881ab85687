// Everything the page's live reads need from the database SDK, in one module the app imports on demand
// (socket-sdk-loader.ts): the SDK is a third of a public page's first download, and a spectator's page paints and
// gets its first data without it (docs/PERFORMANCE.md, Smaller scripts).
import { onLog } from 'firebase/app';
import { goOffline, goOnline, onValue, ref } from 'firebase/database';
import { databaseStarted, getDb } from './firebase';
import { firebaseValueSource } from './firebase-value-source';

export const socketSource = firebaseValueSource(getDb);

/** The SDK connects on the first reference: opens the socket without listening to anything. */
export function openSocket(): void {
  ref(getDb());
}

export function setSocketOnline(online: boolean): void {
  if (!databaseStarted()) return; // goOnline would start the SDK, and its socket
  if (online) goOnline(getDb());
  else goOffline(getDb());
}

export function watchSocket(onChange: (connected: boolean) => void): () => void {
  return onValue(ref(getDb(), '.info/connected'), (snapshot) => onChange(snapshot.val() === true));
}

/** Calls `listener` on every SDK warning that matches `words` (how the SDK reports a refused connection). */
export function onSdkWarning(words: RegExp, listener: () => void): () => void {
  onLog(({ message }) => {
    if (words.test(message)) listener();
  }, { level: 'warn' });
  return () => onLog(null);
}
