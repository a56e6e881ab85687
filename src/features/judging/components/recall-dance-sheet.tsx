import { splitIntoHeats } from '../../../domain/judging';
import { recallCount } from '../../../domain/judging';
import type { FloorCouple } from './floor-couple';
import { CoupleButton } from './couple-button';

const MAX_PER_HEAT = 12;

interface RecallDanceSheetProps {
  dance: string;
  couples: readonly FloorCouple[];
  marks: Readonly<Record<string, number>>;
  requested: number;
  disabled: boolean;
  onToggle: (entryId: string) => void;
}

export function RecallDanceSheet({ dance, couples, marks, requested, disabled, onToggle }: RecallDanceSheetProps) {
  const count = recallCount(marks, requested);
  const heats = splitIntoHeats(couples, MAX_PER_HEAT);
  return (
    <section aria-label={`${dance} recalls`}>
      <p className={`judge-counter judge-counter-${count.status}`} role="status" aria-live="polite">
        {dance}: {count.label}
      </p>
      {heats.map((heat, index) => (
        <div key={index} className="mb-3">
          {heats.length > 1 && <h2 className="h5">Heat {index + 1} of {heats.length}</h2>}
          <div className="judge-couple-grid">
            {heat.map((couple) => {
              const marked = marks[couple.entryId] === 1;
              return (
                <CoupleButton
                  key={couple.entryId}
                  number={couple.number}
                  pressed={marked}
                  disabled={disabled}
                  label={`Recall couple ${couple.number}`}
                  onPress={() => onToggle(couple.entryId)}
                />
              );
            })}
          </div>
        </div>
      ))}
    </section>
  );
}
