import Button from 'react-bootstrap/Button';
import { isPlacementComplete, lowestFreePlace, type DancePlacement } from '../../../domain/judging';
import { ordinal } from '../../../domain/rounds';
import type { FloorCouple } from './floor-couple';
import { CoupleButton } from './couple-button';

interface FinalDanceSheetProps {
  dance: string;
  couples: readonly FloorCouple[];
  placement: DancePlacement;
  disabled: boolean;
  onTap: (entryId: string) => void;
  onClear: () => void;
}

export function FinalDanceSheet({ dance, couples, placement, disabled, onTap, onClear }: FinalDanceSheetProps) {
  const next = lowestFreePlace(placement, couples.length);
  const complete = isPlacementComplete(placement, couples.map((c) => c.entryId));
  return (
    <section aria-label={`${dance} placements`}>
      <p className="judge-counter" role="status" aria-live="polite">
        {complete ? `${dance}: every couple placed` : `${dance}: tap the couple you place ${ordinal(next ?? 1)}`}
      </p>
      <div className="judge-couple-grid">
        {couples.map((couple) => {
          const place = placement[couple.entryId];
          return (
            <CoupleButton
              key={couple.entryId}
              number={couple.number}
              pressed={place !== undefined}
              badge={place !== undefined ? ordinal(place) : undefined}
              disabled={disabled}
              label={place !== undefined ? `Couple ${couple.number}, placed ${ordinal(place)}; tap to remove` : `Place couple ${couple.number}`}
              onPress={() => onTap(couple.entryId)}
            />
          );
        })}
      </div>
      <Button variant="outline-secondary" className="mt-3" onClick={onClear} disabled={disabled || Object.keys(placement).length === 0}>
        Clear {dance} placements
      </Button>
    </section>
  );
}
