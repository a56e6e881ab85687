// One dancer at the desk: team and back number, what they still owe, whether they are in for the day (the
// desk's check-in or the deck captain's for a heat), and the one button to check them in or take it back.
import { useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { formatClock } from '../../../components/format-date';
import { formatMoney } from '../../../domain/money';
import type { DeskDancer } from '../../../domain/running-order';

export interface DeskDancerCardProps {
  dancer: DeskDancer;
  currency: string | null;
  pending: boolean;
  onCheckIn: (dancer: DeskDancer) => void;
  onUndo: (dancer: DeskDancer) => void;
}

function moneyText(dancer: DeskDancer, currency: string | null): { text: string; owing: boolean } {
  if (dancer.due === null || currency === null) return { text: 'Fees not known (no fee schedule or no charges)', owing: false };
  if (dancer.due > 0) return { text: `Owes ${formatMoney(dancer.due, currency)}`, owing: true };
  return { text: dancer.due < 0 ? `Paid, ${formatMoney(-dancer.due, currency)} credit` : 'Paid', owing: false };
}

function arrivalText(dancer: DeskDancer): string {
  if (dancer.arrivedAt !== undefined) return `Checked in at the desk at ${formatClock(dancer.arrivedAt)}`;
  return dancer.arrived ? 'In for the day (checked in on deck)' : 'Not checked in';
}

export function DeskDancerCard({ dancer, currency, pending, onCheckIn, onUndo }: DeskDancerCardProps) {
  const headingId = useId();
  const money = moneyText(dancer, currency);
  const onDeck = dancer.heats.filter((heat) => heat.checkedIn);
  const numbers = dancer.backNumbers.length === 0 ? 'No back number yet' : `Back number ${dancer.backNumbers.map((n) => `#${n}`).join(', ')}`;
  return (
    <li className="border rounded p-3 mb-2" aria-labelledby={headingId}>
      <h3 id={headingId} className="h5 mb-1">{dancer.name}</h3>
      <p className="mb-1 text-muted">{dancer.team} · {numbers}</p>
      <p className="mb-1">
        <Badge bg={money.owing ? 'warning' : 'light'} text="dark" className="me-2 fs-6">{money.text}</Badge>
        <Badge bg={dancer.arrived ? 'success' : 'secondary'} className="fs-6">{arrivalText(dancer)}</Badge>
      </p>
      {onDeck.length > 0 && (
        <ul className="mb-2 small" aria-label={`Deck check-ins of ${dancer.name}`}>
          {onDeck.map((heat) => <li key={`${heat.heatNumber}-${heat.eventName}`}>Checked in on deck for heat {heat.heatNumber} ({heat.eventName}, {heat.roundName})</li>)}
        </ul>
      )}
      {dancer.arrivedAt === undefined ? (
        <Button size="lg" className="w-100" disabled={pending} onClick={() => onCheckIn(dancer)} aria-label={`Check in ${dancer.name}`}>
          Check in
        </Button>
      ) : (
        <Button size="lg" variant="outline-secondary" className="w-100" disabled={pending} onClick={() => onUndo(dancer)} aria-label={`Undo check-in of ${dancer.name}`}>
          Undo check-in
        </Button>
      )}
    </li>
  );
}
