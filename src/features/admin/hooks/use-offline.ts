// True once the database connection has been down for a moment (a short blip at start-up is not news).
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useDbValue } from '../../../data/use-db-value';

// The SDK's own connection flag; not part of the data tree, so it is not in tree-paths.
const CONNECTED_PATH = '.info/connected';
const connectedSchema = z.boolean();

export function useOffline(graceMs = 2000): boolean {
  const connected = useDbValue(CONNECTED_PATH, connectedSchema).data;
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    if (connected !== false) {
      setOffline(false);
      return;
    }
    const timer = setTimeout(() => setOffline(true), graceMs);
    return () => clearTimeout(timer);
  }, [connected, graceMs]);
  return offline && connected === false;
}
