// Plain Bootstrap markup, not react-bootstrap: this is part of the home page's first download (docs/PERFORMANCE.md, Web).
import { Link } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state';
import { formatInstant } from '../../../components/format-date';
import { LoadingState } from '../../../components/loading-state';
import { type RegistrationWindow, useRegistrationWindow } from '../../../data/hooks/metadata-fields';
import {
  type RegistrationTier, currentPayment, registrationDisplayStatus,
} from '../../../domain/registration';
import { useNow } from '../../../components/use-now';

const PRICE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

interface TierRow {
  tier: RegistrationTier;
  label: string;
  price: number | undefined;
  until: number | undefined;
}

function tierRows(dates: RegistrationWindow): TierRow[] {
  return [
    { tier: 'EARLY', label: 'Early bird', price: dates.paymentTierEarly, until: dates.dateRegistrationEarly },
    { tier: 'OPEN', label: 'Regular', price: dates.paymentTierOpen, until: dates.dateRegistrationOpen },
    { tier: 'CLOSED', label: 'Late', price: dates.paymentTierLate, until: dates.dateRegistrationClosed },
  ];
}

function StatusLine({ dates, now }: { dates: RegistrationWindow; now: number }) {
  const display = registrationDisplayStatus(dates, now);
  const payment = currentPayment(dates, now);
  if (display === 'open') {
    return <p className="fs-5"><span className="badge text-bg-success">Registration open</span></p>;
  }
  if (payment.open) {
    const until = dates.dateRegistrationClosed;
    return (
      <p className="fs-5">
        <span className="badge text-bg-warning">Late registration</span>{' '}
        {until !== undefined ? `accepted until ${formatInstant(until)}` : 'still accepted'}
      </p>
    );
  }
  return <p className="fs-5"><span className="badge text-bg-secondary">Registration closed</span></p>;
}

function TierTable({ dates, now }: { dates: RegistrationWindow; now: number }) {
  const payment = currentPayment(dates, now);
  const rows = tierRows(dates).filter((row) => row.price !== undefined || row.until !== undefined);
  if (rows.length === 0) return <p className="text-secondary">Prices and deadlines will be announced soon.</p>;
  return (
    <table className="table table-sm align-middle" aria-label="Registration prices and deadlines">
      <thead>
        <tr>
          <th scope="col">Period</th>
          <th scope="col">Price per dancer</th>
          <th scope="col">Until</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const current = payment.open && payment.tier === row.tier;
          return (
            <tr key={row.tier} aria-current={current ? 'true' : undefined} className={current ? 'table-success fw-semibold' : undefined}>
              <th scope="row">
                {row.label} {current && <span className="badge text-bg-success">Current</span>}
              </th>
              <td>{row.price !== undefined ? PRICE.format(row.price) : '—'}</td>
              <td>{row.until !== undefined ? formatInstant(row.until) : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Status, deadlines and prices: the three things a competitor checks first. */
export function RegistrationSummary() {
  const { data, loading, error } = useRegistrationWindow();
  const now = useNow();
  return (
    <section aria-labelledby="registration-heading" className="mb-4">
      <h2 id="registration-heading" className="h3">Registration</h2>
      {error && <ErrorState error={error} title="Could not load registration dates" />}
      {!error && loading && <LoadingState label="Loading registration dates..." />}
      {data && (
        <>
          <StatusLine dates={data} now={now} />
          <TierTable dates={data} now={now} />
          {currentPayment(data, now).open && (
            <Link to="/register" className="btn btn-primary">Register a couple</Link>
          )}
        </>
      )}
    </section>
  );
}
