// The deck captain by heat, from the one model of the day (viewForDeckCaptain): pick a heat (the one on deck
// first), check its couples in across every round danced in it, and record when the heat starts and finishes
// so the day's times follow the real pace.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { setCheckedIn } from '../../../use-cases/entries/entries';
import { recordSlotTime } from '../../../use-cases/running-order/running-order';
import { formatClock } from '../../../components/format-date';
import { latenessText } from '../../../components/running-order/lateness-text';
import { SLOT_STATUS_TEXT } from '../../../components/running-order/slot-status-text';
import { type DayCouple, type DayHeat, type DayModel, DEFAULT_FLOOR, heatLineOf, viewForDeckCaptain } from '../../../domain/running-order';
import type { FloorCouple } from '../../../domain/rounds';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { useThunkWrite } from '../../../console-kit/hooks/use-thunk-write';
import { CheckInBoard } from './check-in-board';

const floorCoupleOf = (c: DayCouple): FloorCouple => ({
  entryId: c.entryId, leadName: c.leadName, followName: c.followName, affiliation: c.affiliation, checkedIn: c.checkedIn,
  ...(c.backNumber === null ? {} : { leadNumber: c.backNumber }),
});

/** The heat's couples by back number (unnumbered last, by name). */
const couplesOf = (heat: DayHeat): FloorCouple[] => heat.couples.map(floorCoupleOf)
  .sort((a, b) => (a.leadNumber ?? Number.MAX_SAFE_INTEGER) - (b.leadNumber ?? Number.MAX_SAFE_INTEGER) || a.leadName.localeCompare(b.leadName));

const optionText = (heat: DayHeat) => {
  const line = heatLineOf(heat);
  // The heat's one time (actual start, else estimate, else plan), as /schedule and the heat sheet print it.
  const time = line.time === undefined ? '' : ` · ${formatClock(line.time)}`;
  return `Heat ${line.heatNumber}${time} · ${line.title} (${SLOT_STATUS_TEXT[line.status]})`;
};

export function HeatDeck({ day, floor = DEFAULT_FLOOR }: { day: DayModel; floor?: string }) {
  const view = viewForDeckCaptain(day, floor);
  const [chosen, setChosen] = useState<string | null>(null);
  const here = day.heats.filter((h) => h.floor === view.floor);
  const slotKey = chosen ?? view.onDeck?.slotKey ?? view.next[0]?.slotKey ?? view.onTheFloor?.slotKey ?? here.at(-1)?.slotKey;
  // A chosen heat gone from this floor (the order was regenerated) gives way to the one on deck.
  const heat = here.find((h) => h.slotKey === slotKey) ?? here.find((h) => h.slotKey === (view.onDeck?.slotKey ?? view.onTheFloor?.slotKey));
  const checkIn = useThunkWrite();
  const clock = useThunkWrite();
  if (!heat) return <p className="text-secondary">No heats on this floor yet.</p>;
  // The heats still to dance (the one on the floor among them), and the chosen one even once danced.
  const options = here.filter((h) => h.status !== 'danced' || h.slotKey === heat.slotKey || h.slotKey === view.onTheFloor?.slotKey);
  const roundOf = new Map(heat.couples.map(({ entryId, eventName, roundNumber }) => [entryId, { eventName, roundNumber }]));
  const lateness = latenessText(day.floors.find((f) => f.floor === view.floor)?.latenessMinutes ?? null);
  const started = heat.startedAt !== undefined;
  const finished = heat.finishedAt !== undefined;
  return (
    <>
      {lateness && <p role="status" aria-label="Pace" className="fw-semibold">{lateness}</p>}
      <Form.Group controlId="deck-heat" className="mb-3" style={{ maxWidth: '40rem' }}>
        <Form.Label>Heat on deck</Form.Label>
        <Form.Select value={heat.slotKey} onChange={(e) => setChosen(e.target.value)}>
          {options.map((h) => <option key={h.slotKey} value={h.slotKey}>{optionText(h)}</option>)}
        </Form.Select>
      </Form.Group>
      {view.onTheFloor && <p className="text-muted">On the floor now: Heat {view.onTheFloor.heatNumber}</p>}
      {view.next.length > 0 && <p className="text-muted">Next: {view.next.map((h) => `Heat ${h.heatNumber}`).join(', ')}</p>}
      <div className="d-flex gap-2 mb-3">
        <Button variant="primary" disabled={started || clock.pending} onClick={() => void clock.run(() => recordSlotTime(heat.slotKey, 'start'))}>
          Start heat {heat.number}
        </Button>
        <Button variant="outline-primary" disabled={!started || finished || clock.pending} onClick={() => void clock.run(() => recordSlotTime(heat.slotKey, 'finish'))}>
          Finish heat {heat.number}
        </Button>
      </div>
      <WriteFeedback error={clock.error} />
      <CheckInBoard
        couples={couplesOf(heat)}
        pending={checkIn.pending}
        error={checkIn.error}
        arrived={new Set(heat.couples.filter((c) => c.arrived).map((c) => c.entryId))}
        onToggle={(couple, checkedIn) => {
          const round = roundOf.get(couple.entryId);
          if (round) void checkIn.run(() => setCheckedIn(round.eventName, round.roundNumber, couple.entryId, checkedIn));
        }}
      />
    </>
  );
}
