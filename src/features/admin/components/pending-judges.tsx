// A running round and the judges of its panel who have not submitted it yet.
import { useRoundMarks } from '../../../data/hooks/competition';
import type { Official, Round } from '../../../domain/model';
import { roundPanel } from '../../../domain/panels';
import { usePanels } from '../../../data/hooks/panels';
import { roundLabel } from '../../../console-kit/utils/round-labels';
import { DataGate } from '../../../console-kit/components/data-gate';

export function PendingJudges({ round, officials }: { round: Round; officials: Readonly<Record<string, Official>> | undefined }) {
  const marks = useRoundMarks(round.eventName, round.roundNumber);
  const panels = usePanels();
  const label = roundLabel(round);
  return (
    <li aria-label={label} className="mb-2">
      <strong>{label}</strong>{' '}
      <DataGate values={[marks]}>
        {() => {
          const waiting = roundPanel({ officials, panels: panels.data }, round.eventName, round.roundNumber).judges.filter((judge) => marks.data?.[judge.key]?.submittedAt === undefined);
          return waiting.length === 0 ? (
            <span className="text-success">every judge has submitted</span>
          ) : (
            <span>waiting for {waiting.map((judge) => judge.name).join(', ')}</span>
          );
        }}
      </DataGate>
    </li>
  );
}
