// "Re-plan rounds" for every event (was "Generate rounds" / "Seed rounds for every event"): preview first,
// tick kept rounds to include them, then write exactly the plan shown.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { RoundsPlan } from '../../domain/running-order';
import { applyReseedRounds, previewReseedRounds, type RoundsPreview } from '../../use-cases/rounds/replan-rounds';
import { useThunkWrite } from '../hooks/use-thunk-write';
import { RoundsPlanPreview } from './rounds-plan-preview';
import { WriteFeedback } from './write-feedback';

export interface ReplanRoundsProps {
  /** The button that opens the preview. */
  label: string;
}

function outcomeOf(plan: RoundsPlan): string {
  const kept = plan.kept.length > 0 ? ` ${plan.kept.length} round${plan.kept.length === 1 ? '' : 's'} kept as they were.` : '';
  return `Saved: re-planned the rounds of ${plan.changedEvents.join(', ')}.${kept}`;
}

export function ReplanRounds({ label }: ReplanRoundsProps) {
  const write = useThunkWrite();
  const [preview, setPreview] = useState<RoundsPreview | null>(null);
  const [included, setIncluded] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<string | null>(null);

  const show = (include: ReadonlySet<string>) =>
    void write.run(async () => {
      setOutcome(null);
      setIncluded(include);
      setPreview(await previewReseedRounds({ include }));
    });
  const toggle = (key: string, on: boolean) => {
    const next = new Set(included);
    if (on) next.add(key);
    else next.delete(key);
    show(next);
  };
  const save = (shown: RoundsPlan) =>
    void write.run(async () => {
      const written = await applyReseedRounds(shown, { include: included });
      setPreview(null);
      setOutcome(outcomeOf(written));
    });

  return (
    <div className="mb-2">
      {preview === null ? (
        <Button variant="outline-success" disabled={write.pending} onClick={() => show(new Set())}>
          {label}
        </Button>
      ) : (
        <RoundsPlanPreview
          title="Re-plan rounds: what will change"
          plan={preview.plan}
          locked={preview.locked}
          included={included}
          onToggle={toggle}
          onWrite={() => save(preview.plan)}
          onCancel={() => setPreview(null)}
          pending={write.pending}
        />
      )}
      <WriteFeedback error={write.error} done={outcome !== null && write.done} doneText={outcome ?? ''} />
    </div>
  );
}
