// The public site's fake tree (src/testing) as the admin screens' tests use it: it also tells which paths a
// screen listened to and what the last write was.
import type { TreeUpdate } from '../domain/tree-update';
import { FakeTreeSource } from './fake-tree-source';

export class FakeDatabase extends FakeTreeSource {
  /** Every path a screen has listened to, for tests of what a screen downloads. */
  get listened(): ReadonlySet<string> {
    return new Set(this.listenedPaths);
  }

  lastWrite(): TreeUpdate | undefined {
    return this.writes[this.writes.length - 1];
  }
}
