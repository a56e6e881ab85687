import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EntryFilter } from './filter-entries';

/** The filter lives in the URL (?q=&style=&level=), so a filtered list can be shared or bookmarked. */
export function useFilterParams(): [EntryFilter, (next: EntryFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter: EntryFilter = { query: params.get('q') ?? '', style: params.get('style') ?? '', level: params.get('level') ?? '' };
  const setFilter = useCallback(
    (next: EntryFilter) => {
      const out = new URLSearchParams();
      // Opened events stay open while the filter changes.
      for (const open of params.getAll('open')) out.append('open', open);
      if (next.query) out.set('q', next.query);
      if (next.style) out.set('style', next.style);
      if (next.level) out.set('level', next.level);
      setParams(out, { replace: true });
    },
    [params, setParams],
  );
  return [filter, setFilter];
}
