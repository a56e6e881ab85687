// The deck captain by heat: pick a heat (the one on deck first), check its couples in across every round
// danced in it, and record when the heat starts and finishes so the day's times follow the real pace.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { setCheckedIn } from '../../../use-cases/entries/entries';
import { recordSlotTime } from '../../../use-cases/running-order/running-order';
import { heatRoundsText } from '../../../components/running-order/heat-rounds-text';
import { latenessText } from '../../../components/running-order/lateness-text';
import { SLOT_STATUS_TEXT } from '../../../components/running-order/slot-status-text';
import type { LiveTimeline } from '../../../data/hooks/running-order';
import { heatCouples, type SlotTiming } from '../../../domain/running-order';
import type { FloorCouple } from '../../../domain/rounds';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { useThunkWrite } from '../../../console-kit/hooks/use-thunk-write';
import { CheckInBoard } from './check-in-board';

const isHeat = (timing: SlotTiming) => timing.slot.kind === 'heat';

function couplesOf(live: LiveTimeline, timing: SlotTiming) {
  if (timing.slot.kind !== 'heat') return { couples: [] as FloorCouple[], roundOf: new Map<string, { eventName: string; roundNumber: number }>() };
  const inHeat = heatCouples(live.input.events, timing.slot.rounds);
  const couples: FloorCouple[] = inHeat
    .map(({ entryId, entry }) => ({ entryId, ...entry }))
    .sort((a, b) => (a.leadNumber ?? Number.MAX_SAFE_INTEGER) - (b.leadNumber ?? Number.MAX_SAFE_INTEGER) || a.leadName.localeCompare(b.leadName));
  return { couples, roundOf: new Map(inHeat.map(({ entryId, eventName, roundNumber }) => [entryId, { eventName, roundNumber }])) };
}

export function HeatDeck({ live }: { live: LiveTimeline }) {
  const heats = live.timeline.slots.filter(isHeat);
  const waiting = heats.filter((t) => t.status !== 'danced');
  const [chosen, setChosen] = useState<string | null>(null);
  const timing = heats.find((t) => t.slotKey === chosen) ?? waiting.find((t) => t.status === 'on-deck') ?? waiting[0] ?? heats.at(-1);
  const checkIn = useThunkWrite();
  const clock = useThunkWrite();
  if (!timing || timing.slot.kind !== 'heat') return null;
  const { couples, roundOf } = couplesOf(live, timing);
  const lateness = latenessText(live.timeline.latenessMinutes);
  const onFloor = heats.find((t) => t.status === 'on-floor');
  const started = timing.slot.startedAt !== undefined;
  const finished = timing.slot.finishedAt !== undefined;
  return (
    <>
      {lateness && <p role="status" aria-label="Pace" className="fw-semibold">{lateness}</p>}
      <Form.Group controlId="deck-heat" className="mb-3" style={{ maxWidth: '40rem' }}>
        <Form.Label>Heat on deck</Form.Label>
        <Form.Select value={timing.slotKey} onChange={(e) => setChosen(e.target.value)}>
          {[...(waiting.includes(timing) ? [] : [timing]), ...waiting].map((t) => (
            <option key={t.slotKey} value={t.slotKey}>
              {t.slot.kind === 'heat' ? `Heat ${t.slot.number} · ${heatRoundsText(live.input.events, t.slot)} (${SLOT_STATUS_TEXT[t.status]})` : ''}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {onFloor && onFloor.slot.kind === 'heat' && <p className="text-muted">On the floor now: Heat {onFloor.slot.number}</p>}
      <div className="d-flex gap-2 mb-3">
        <Button variant="primary" disabled={started || clock.pending} onClick={() => void clock.run(() => recordSlotTime(timing.slotKey, 'start'))}>
          Start heat {timing.slot.number}
        </Button>
        <Button variant="outline-primary" disabled={!started || finished || clock.pending} onClick={() => void clock.run(() => recordSlotTime(timing.slotKey, 'finish'))}>
          Finish heat {timing.slot.number}
        </Button>
      </div>
      <WriteFeedback error={clock.error} />
      <CheckInBoard
        couples={couples}
        pending={checkIn.pending}
        error={checkIn.error}
        onToggle={(couple, checkedIn) => {
          const round = roundOf.get(couple.entryId);
          if (round) void checkIn.run(() => setCheckedIn(round.eventName, round.roundNumber, couple.entryId, checkedIn));
        }}
      />
    </>
  );
}
