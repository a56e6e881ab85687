import { recallCount } from '../../../domain/judging';
import type { FloorCouple } from './floor-couple';
import { CoupleButton } from './couple-button';
import { groupByHeat, type RoundHeat } from './round-heat';

interface RecallDanceSheetProps {
  dance: string;
  couples: readonly FloorCouple[];
  marks: Readonly<Record<string, number>>;
  requested: number;
  disabled: boolean;
  onToggle: (entryId: string) => void;
  /** The running order's heats of this round (none: one group). */
  heats?: readonly RoundHeat[];
}

export function RecallDanceSheet({ dance, couples, marks, requested, disabled, onToggle, heats = [] }: RecallDanceSheetProps) {
  const count = recallCount(marks, requested);
  const groups = groupByHeat(couples, heats);
  return (
    <section aria-label={`${dance} recalls`}>
      <p className={`judge-counter judge-counter-${count.status}`} role="status" aria-live="polite">
        {dance}: {count.label}
      </p>
      {groups.map((group) => (
        <section key={group.title ?? 'all'} className="mb-3" aria-label={group.title ?? undefined}>
          {group.title !== null && <h2 className="h5">{group.title}</h2>}
          <div className="judge-couple-grid">
            {group.couples.map((couple) => {
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
        </section>
      ))}
    </section>
  );
}
