// One outbox per judge on this device, sending through the app's writer (the SDK, which also queues while
// offline; the fake tree in screen tests, swapped in with setDbWriter like every other screen's).
import eventConfig from '@event-config';
import { withAuditEntry } from '../../domain/judging';
import { getDbWriter } from '../writes/db-writer';
import { type KeyValueStorage, MarkOutbox } from '../writes/mark-outbox';

const outboxes = new Map<string, MarkOutbox>();

function deviceStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };
  }
}

export function getMarkOutbox(judgeKey: string): MarkOutbox {
  let outbox = outboxes.get(judgeKey);
  if (!outbox) {
    const key = `ballroom:${eventConfig.firebase.projectId}:marks-outbox:${judgeKey}`;
    outbox = new MarkOutbox(deviceStorage(), key, (path, value, trail) => {
      const writer = getDbWriter();
      // A fresh key on every send: a write sent again after a reload appends its entry again, never collides.
      return writer.update(withAuditEntry({ path, value, trail }, trail ? writer.newKey(trail.parent) : ''));
    });
    outboxes.set(judgeKey, outbox);
    void outbox.replay().catch(() => {});
  }
  return outbox;
}
