// One ValueSource whose underlying source can change while pages read through it: the live store keeps its
// listens here, and a change (socket ↔ REST polling) reopens each active listen on the new source before the
// old one is released, so a screen keeps showing its value until the new source delivers one.
import type { Unsubscribe, ValueSource } from './live-value-store';

interface ActiveListen {
  readonly path: string;
  readonly onValue: (value: unknown) => void;
  readonly onError: (error: unknown) => void;
  release: Unsubscribe;
}

export class SwitchableValueSource implements ValueSource {
  private readonly active = new Set<ActiveListen>();

  constructor(private current: ValueSource) {}

  listen(path: string, onValue: (value: unknown) => void, onError: (error: unknown) => void): Unsubscribe {
    const entry: ActiveListen = { path, onValue, onError, release: () => {} };
    this.active.add(entry);
    entry.release = this.current.listen(path, onValue, onError);
    return () => {
      if (!this.active.delete(entry)) return;
      entry.release();
    };
  }

  source(): ValueSource {
    return this.current;
  }

  switchTo(next: ValueSource): void {
    if (next === this.current) return;
    this.current = next;
    for (const entry of [...this.active]) {
      const previous = entry.release;
      entry.release = next.listen(entry.path, entry.onValue, entry.onError);
      previous();
    }
  }
}
