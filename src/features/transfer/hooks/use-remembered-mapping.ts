// The column mapping for the file on screen: the one remembered from the last import when every column
// it names is in this file, else a guess from the headers. Every change is remembered for next time.
import { useCallback, useState } from 'react';
import { missingColumns, parseMapping, serializeMapping, suggestMapping, type ColumnMapping } from '../../../domain/transfer';

export const MAPPING_STORAGE_KEY = 'entries-import-mapping';

function remembered(): ColumnMapping | null {
  try {
    const text = window.localStorage.getItem(MAPPING_STORAGE_KEY);
    return text === null ? null : parseMapping(text);
  } catch {
    // Storage switched off (private mode): start from the guess.
    return null;
  }
}

export function mappingFor(headers: readonly string[]): ColumnMapping {
  const kept = remembered();
  return kept !== null && missingColumns(kept, headers).length === 0 ? kept : suggestMapping(headers);
}

export function useRememberedMapping(): [ColumnMapping | null, (headers: readonly string[]) => void, (mapping: ColumnMapping) => void] {
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const startFrom = useCallback((headers: readonly string[]) => setMapping(mappingFor(headers)), []);
  const change = useCallback((next: ColumnMapping) => {
    setMapping(next);
    try {
      window.localStorage.setItem(MAPPING_STORAGE_KEY, serializeMapping(next));
    } catch {
      // Not remembered; the import itself still works.
    }
  }, []);
  return [mapping, startFrom, change];
}
