import { type Database, onValue, ref } from 'firebase/database';
import type { ValueSource } from './live-value-store';

export function firebaseValueSource(getDb: () => Database): ValueSource {
  return {
    listen(path, onData, onError) {
      return onValue(ref(getDb(), path), (snapshot) => onData(snapshot.val()), onError);
    },
  };
}
