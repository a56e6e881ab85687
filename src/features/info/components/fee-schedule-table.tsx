// The public fee schedule on the details page: per-dancer and per-entry prices by tier, team rates,
// discounts, the refund rule and how to pay. Nothing when the organiser has not set one.
import Table from 'react-bootstrap/Table';
import { ScrollBox } from '../../../components/scroll-box';
import { formatInstant } from '../../../components/format-date';
import { useFeeSchedule } from '../../../data/money/use-money';
import { type FeeSchedule, type TierAmounts, amountForTier, formatMoney } from '../../../domain/money';

const TIERS = [['early', 'Early bird'], ['regular', 'Regular'], ['late', 'Late']] as const;

function TierCells({ amounts, currency }: { amounts: TierAmounts; currency: string }) {
  return <>{TIERS.map(([tier]) => <td key={tier} className="text-end">{formatMoney(amountForTier(amounts, tier), currency)}</td>)}</>;
}

function ScheduleTable({ schedule }: { schedule: FeeSchedule }) {
  const { currency } = schedule;
  return (
    <section aria-labelledby="fees-heading" className="my-4">
      <h2 id="fees-heading" className="h4">Fees</h2>
      <ScrollBox label="Fee schedule, scrolls sideways">
      <Table size="sm" aria-label="Fee schedule">
        <thead><tr><th>Fee</th>{TIERS.map(([tier, label]) => <th key={tier} className="text-end">{label}</th>)}</tr></thead>
        <tbody>
          <tr><th scope="row">Registration, per dancer</th><TierCells amounts={schedule.dancerFee} currency={currency} /></tr>
          <tr><th scope="row">Each entry, per dancer</th><TierCells amounts={schedule.entryFee} currency={currency} /></tr>
          {Object.values(schedule.teamRates ?? {}).flatMap((rate) => [
            rate.dancerFee && <tr key={`${rate.affiliation}-d`}><th scope="row">{rate.affiliation}: registration</th><TierCells amounts={rate.dancerFee} currency={currency} /></tr>,
            rate.entryFee && <tr key={`${rate.affiliation}-e`}><th scope="row">{rate.affiliation}: each entry</th><TierCells amounts={rate.entryFee} currency={currency} /></tr>,
          ])}
        </tbody>
      </Table>
      </ScrollBox>
      <p className="small text-secondary">The tier is the one in force when an entry is registered.</p>
      {Object.values(schedule.discounts ?? {}).map((d) => (
        <p key={d.label} className="small mb-1">
          {d.label}: {[d.dancerFee !== undefined && `registration ${formatMoney(d.dancerFee, currency)}`, d.entryFee !== undefined && `each entry ${formatMoney(d.entryFee, currency)}`].filter(Boolean).join(', ')} (ask the organisers).
        </p>
      ))}
      <p className="small">
        {schedule.refund.kind === 'none' ? 'Withdrawn entries are not refunded.' : `Entries withdrawn before ${formatInstant(schedule.refund.until)} are refunded.`}
      </p>
      {schedule.paymentInstructions && <p><strong>How to pay:</strong> {schedule.paymentInstructions}</p>}
    </section>
  );
}

export function FeeScheduleSection() {
  const schedule = useFeeSchedule();
  if (!schedule.data) return null;
  return <ScheduleTable schedule={schedule.data} />;
}
