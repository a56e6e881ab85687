// The database operations a tablet's link uses (tablet-link.ts): the app's write pipeline for its record, and
// the SDK for what the pipeline has no word for (onDisconnect, a read that must reach the server, reconnecting).
import { get, goOffline, goOnline, onDisconnect, ref } from 'firebase/database';
import { getDb } from '../firebase';
import { getDbWriter } from '../writes/db-writer';
import type { LinkPorts } from './tablet-link';

const sdkPorts: LinkPorts = {
  write: (patch) => getDbWriter().update(patch),
  armDisconnect: (path, patch) => onDisconnect(ref(getDb(), path)).update(patch),
  probe: async (path) => {
    await get(ref(getDb(), path));
  },
  reconnect: () => {
    goOffline(getDb());
    goOnline(getDb());
  },
};

let current: LinkPorts = sdkPorts;

export function getLinkPorts(): LinkPorts {
  return current;
}

/** For screen tests (the fake tree has no connection to watch); undefined goes back to the SDK. */
export function setLinkPorts(ports: LinkPorts | undefined): void {
  current = ports ?? sdkPorts;
}
