// The running total as events are ticked (issue 31): what this couple will owe, priced as the invoices price it.
import { useMemo } from 'react';
import { useNow } from '../../../components/use-now';
import { useRegistrationWindow } from '../../../data/hooks/metadata-fields';
import { useFeeSchedule, usePriceHistory } from '../../../data/money/use-money';
import { type CompetitionEvent } from '../../../domain/model';
import { quoteNewCouple } from '../../../domain/money';

const money = (cents: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

interface CoupleQuoteLineProps {
  events: Readonly<Record<string, CompetitionEvent>>;
  ticked: readonly string[];
  affiliation: string;
}

export function CoupleQuoteLine({ events, ticked, affiliation }: CoupleQuoteLineProps) {
  const schedule = useFeeSchedule();
  const history = usePriceHistory();
  const dates = useRegistrationWindow();
  const now = useNow();
  const quote = useMemo(() => {
    if (!schedule.data || !dates.data) return null;
    const picked = ticked.map((name) => events[name]).filter((event): event is CompetitionEvent => event !== undefined);
    return quoteNewCouple({ schedule: schedule.data, dates: dates.data, affiliation, events: picked, now, ...(history.data ? { history: history.data } : {}) });
  }, [schedule.data, dates.data, history.data, events, ticked, affiliation, now]);
  // Before the organiser sets fees there is nothing to quote; the page says the per-dancer price instead.
  if (!quote || !schedule.data) return null;
  const currency = schedule.data.currency;
  return (
    <p role="status" aria-live="polite" aria-label="What this couple will owe" className="fw-semibold">
      {quote.eventCount === 0
        ? 'Tick events to see what this couple will owe.'
        : `This couple: ${money(quote.registration, currency)} registration for both dancers + ${money(quote.entries, currency)} for ${quote.eventCount} ${quote.eventCount === 1 ? 'event' : 'events'} = ${money(quote.total, currency)}.`}
      {quote.eventCount > 0 && <span className="d-block small fw-normal text-secondary">A dancer already registered pays no second registration fee; the invoice in My entries has the exact amount.</span>}
    </p>
  );
}
