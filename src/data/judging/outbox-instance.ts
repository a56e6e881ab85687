// One outbox per judge on this device, writing through the SDK (which also queues while offline).
import eventConfig from '@event-config';
import { ref, set } from 'firebase/database';
import { getDb } from '../firebase';
import { type KeyValueStorage, MarkOutbox } from './mark-outbox';

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
    outbox = new MarkOutbox(deviceStorage(), key, (path, value) => set(ref(getDb(), path), value));
    outboxes.set(judgeKey, outbox);
    void outbox.replay().catch(() => {});
  }
  return outbox;
}
