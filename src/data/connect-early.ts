// Start-up: the database connection opens while the page's own code is still downloading.
import { ref } from 'firebase/database';
import { getDb } from './firebase';

/**
 * The SDK connects on the first reference. Called at start-up, the connection's handshake overlaps the
 * download of the page's screen code instead of following it, so the screen's first read goes out on an
 * open socket (docs/PERFORMANCE.md, Web on a phone network). Opens no listener and reads nothing.
 */
export function connectEarly(): void {
  ref(getDb());
}
