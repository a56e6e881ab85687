// True once the database connection has been down for a moment (a short blip at start-up is not news).
// Every page may show it, so the flag is checked without zod (field-checks.ts).
import { useEffect, useState } from 'react';
import { flag } from '../field-checks';
import { type DbValue, useDbValue } from '../use-db-value';
import { useReadBudget } from './use-read-budget';

// The SDK's own connection flag; not part of the data tree, so it is not in tree-paths.
const CONNECTED_PATH = '.info/connected';

export function useOffline(graceMs = 2000): boolean {
  // The value object changes identity with every change of the flag, so it names one offline spell.
  const connected = useDbValue(CONNECTED_PATH, flag);
  // A hidden spectator's page is offline on purpose (connection-budget.ts); shown again, it gets the grace anew.
  const { asleep } = useReadBudget();
  const [spellShown, setSpellShown] = useState<DbValue<boolean> | null>(null);
  useEffect(() => {
    if (connected.data !== false || asleep) return;
    const timer = setTimeout(() => setSpellShown(connected), graceMs);
    return () => clearTimeout(timer);
  }, [connected, graceMs, asleep]);
  return connected.data === false && !asleep && spellShown === connected;
}
