// Points the data layer's live reads, writes and identity provider at test fakes, and back again.
import { setAuthGateway } from '../data/auth/auth-gateway-instance';
import { LiveValueStore } from '../data/live-value-store';
import { setLiveValueStore } from '../data/use-db-value';
import { setDbWriter } from '../data/writes/db-writer';
import type { FakeAuthGateway } from './fake-auth-gateway';
import type { FakeTreeSource } from './fake-tree-source';

/** Screens read and write `db` (one fake tree) and, when given, sign in through `auth`. */
export function installFakes(db: FakeTreeSource, auth?: FakeAuthGateway): void {
  setLiveValueStore(new LiveValueStore(db));
  setDbWriter(db);
  if (auth) setAuthGateway(auth);
}

export function resetFakes(): void {
  setLiveValueStore(undefined);
  setDbWriter(undefined);
  setAuthGateway(undefined);
}
