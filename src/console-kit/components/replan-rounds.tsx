// "Re-plan rounds" for every event (was "Generate rounds" / "Seed rounds for every event"): preview first,
// tick kept rounds to include them, then write exactly the plan shown.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { KeptRound, RoundsPlan } from '../../domain/running-order';
import { applyReseedRounds, previewReseedRounds, type RoundsPreview } from '../../use-cases/rounds/replan-rounds';
import { useThunkWrite } from '../hooks/use-thunk-write';
import { RoundsPlanPreview } from './rounds-plan-preview';
import { WriteFeedback } from './write-feedback';

/** Setup's pace for the rounds' legacy start times, read when the preview opens. */
export interface SeedTimes {
  startTime?: number;
  minutesPerRound?: number;
}

export interface ReplanRoundsProps {
  /** The button that opens the preview. */
  label: string;
  seedTimes?: () => SeedTimes;
}

function outcomeOf(plan: RoundsPlan): string {
  const kept = plan.kept.length > 0 ? ` ${plan.kept.length} round${plan.kept.length === 1 ? '' : 's'} kept as they were.` : '';
  return `Saved: re-planned the rounds of ${plan.changedEvents.join(', ')}.${kept}`;
}

export function ReplanRounds({ label, seedTimes }: ReplanRoundsProps) {
  const write = useThunkWrite();
  const [preview, setPreview] = useState<RoundsPreview | null>(null);
  const [included, setIncluded] = useState<ReadonlySet<string>>(new Set());
  const [times, setTimes] = useState<SeedTimes>({});
  // Ticked rounds leave the plan's kept list; they stay listed (ticked) so the organiser can untick them.
  const [ticked, setTicked] = useState<readonly KeptRound[]>([]);
  const [outcome, setOutcome] = useState<string | null>(null);

  const show = (include: ReadonlySet<string>, at: SeedTimes = times) =>
    void write.run(async () => {
      setOutcome(null);
      setIncluded(include);
      setTimes(at);
      setPreview(await previewReseedRounds({ include, ...at }));
    });
  const toggle = (key: string, on: boolean) => {
    const next = new Set(included);
    if (on) next.add(key);
    else next.delete(key);
    const round = [...(preview?.plan.kept ?? []), ...ticked].find((kept) => `${kept.eventName}-R${kept.roundNumber}` === key);
    setTicked([...ticked.filter((kept) => `${kept.eventName}-R${kept.roundNumber}` !== key), ...(on && round ? [round] : [])]);
    show(next);
  };
  const save = (shown: RoundsPlan) =>
    void write.run(async () => {
      const written = await applyReseedRounds(shown, { include: included, ...times });
      setPreview(null);
      setOutcome(outcomeOf(written));
    });

  return (
    <div className="mb-2">
      {preview === null ? (
        <Button variant="outline-success" disabled={write.pending} onClick={() => { setTicked([]); show(new Set(), seedTimes?.() ?? {}); }}>
          {label}
        </Button>
      ) : (
        <RoundsPlanPreview
          title="Re-plan rounds: what will change"
          plan={preview.plan}
          locked={preview.locked}
          included={included}
          ticked={ticked}
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
