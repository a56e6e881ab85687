import { useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { useDbValue } from '../use-db-value';
import type { MarkOutbox } from '../writes/mark-outbox';
import { getMarkOutbox } from './outbox-instance';

export function useMarkOutbox(judgeKey: string): { outbox: MarkOutbox } & ReturnType<MarkOutbox['getSnapshot']> {
  const outbox = useMemo(() => getMarkOutbox(judgeKey), [judgeKey]);
  const snapshot = useSyncExternalStore(
    (onChange) => outbox.subscribe(onChange),
    () => outbox.getSnapshot(),
  );
  return { outbox, ...snapshot };
}

// The SDK's own connection flag; not part of the data tree, so it is not in tree-paths.
const CONNECTED_PATH = '.info/connected';
const connectedSchema = z.boolean();

export function useConnected(): boolean {
  return useDbValue(CONNECTED_PATH, connectedSchema).data ?? false;
}
