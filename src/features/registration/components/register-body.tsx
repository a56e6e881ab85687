// /register's content: the registration window, the prices and the form with its checks and writes.
import { Link } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useNow } from '../../../components/use-now';
import { useRegistrationWindow } from '../../../data/hooks/metadata-fields';
import { useFeeSchedule } from '../../../data/money/use-money';
import { amountForTier, feeTierAt } from '../../../domain/money';
import { type RegistrationTier, currentPayment } from '../../../domain/registration';
import { RegistrationClosed } from './registration-closed';
import { RegistrationForm } from './registration-form';

const PRICE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const RATE: Record<RegistrationTier, string> = { EARLY: 'early-bird', OPEN: 'regular', CLOSED: 'late' };

/** /register below its heading: the price, the closed notice or the form (loaded after the first view, routes/register.tsx). */
export function RegisterBody() {
  const dates = useRegistrationWindow();
  const schedule = useFeeSchedule();
  // The rules check the deadline again when the entries are written.
  const now = useNow();
  if (dates.error) return <ErrorState error={dates.error} title="Could not load the registration dates" />;
  if (dates.loading || !dates.data) return <LoadingState label="Loading registration..." />;
  const payment = currentPayment(dates.data, now);
  if (!payment.open) return <RegistrationClosed dates={dates.data} now={now} />;
  return (
    <>
      {payment.price !== null && (
        <p className="lead">
          Registration is {PRICE.format(payment.price)} per dancer at the current {RATE[payment.tier]} rate
          {schedule.data ? <>, and {PRICE.format(amountForTier(schedule.data.entryFee, feeTierAt(dates.data, now)) / 100)} per dancer for each event</> : null}.
        </p>
      )}
      <p className="small">Registering a whole team? <Link to="/register/team">Use the team sheet</Link>: the team and consents once, one row per couple.</p>
      <RegistrationForm />
    </>
  );
}
