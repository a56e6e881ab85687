// The organiser's eligibility rules applied while the dancer ticks (issue 31): the rules and the two dancers'
// overrides and past levels are read once the names settle (all public reads), then every tick is checked by the
// domain at once, before anything is submitted. The submit still checks again (use-cases/registration).
import { useEffect, useMemo, useState } from 'react';
import { loadEligibilityFor } from '../../../data/eligibility/load-eligibility';
import { normalizeName } from '../../../domain/competitors';
import { type EligibilityRecord, type TickedEligibility, NOTHING_TO_MARK, eligibilityAsTicked, eligibilityContext } from '../../../domain/eligibility';
import type { CompetitionEvent } from '../../../domain/model';

/** Wait for typing to pause before reading the dancers' records. */
const SETTLE_MS = 300;

/** The ticked boxes in the order they were ticked (a form keeps them in the list's order). */
function useTickOrder(ticked: readonly string[]): readonly string[] {
  const [order, setOrder] = useState<readonly string[]>([]);
  const kept = order.filter((name) => ticked.includes(name));
  const added = ticked.filter((name) => !kept.includes(name));
  // Adjusting state while rendering (React's pattern for state derived from a prop): one extra render per tick.
  if (added.length > 0 || kept.length !== order.length) setOrder([...kept, ...added]);
  return order;
}

export function useEligibilityAsTicked(
  leadName: string, followName: string, ticked: readonly string[], events: Readonly<Record<string, CompetitionEvent>>,
): TickedEligibility {
  const key = `${normalizeName(leadName)}\u0000${normalizeName(followName)}`;
  const [loaded, setLoaded] = useState<{ key: string; record: EligibilityRecord } | null>(null);
  const named = leadName.trim() !== '' && followName.trim() !== '';
  useEffect(() => {
    if (!named) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      // A failed read marks nothing: the check on submit reads again and says what went wrong.
      loadEligibilityFor([leadName, followName]).then((record) => { if (current) setLoaded({ key, record }); }, () => undefined);
    }, SETTLE_MS);
    return () => { current = false; clearTimeout(timer); };
    // The names are read through `key` (their comparison form): a change of case alone reads nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, named]);
  const order = useTickOrder(ticked);
  return useMemo(() => {
    if (!named || loaded?.key !== key) return NOTHING_TO_MARK;
    try {
      return eligibilityAsTicked(eligibilityContext(loaded.record, events), { leadName, followName }, order);
    } catch {
      // A name the registration refuses (its own sentence says why) cannot be checked yet.
      return NOTHING_TO_MARK;
    }
  }, [named, loaded, key, events, leadName, followName, order]);
}
