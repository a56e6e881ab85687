// What is new in the clash list is measured against the list shown when the screen opened.
import { useState } from 'react';
import type { ClashGroup } from '../../../../domain/running-order';

/** The groups shown when the screen first showed the running order: what is new is measured against them. */
export function useFirstSeenClashes(groups: readonly ClashGroup[]): readonly ClashGroup[] {
  const [first] = useState<readonly ClashGroup[]>(() => groups);
  return first;
}
