// A running round and the judges who have not submitted it yet.
import { useRoundMarks } from '../../../data/hooks/competition';
import type { Official, Round } from '../../../domain/model';
import { judgePanel } from '../../../domain/results/judge-panel';
import { roundLabel } from '../../../console-kit/utils/round-labels';
import { DataGate } from '../../../console-kit/components/data-gate';

export function PendingJudges({ round, officials }: { round: Round; officials: Readonly<Record<string, Official>> | undefined }) {
  const marks = useRoundMarks(round.eventName, round.roundNumber);
  const label = roundLabel(round);
  return (
    <li aria-label={label} className="mb-2">
      <strong>{label}</strong>{' '}
      <DataGate values={[marks]}>
        {() => {
          const waiting = judgePanel(officials).filter((judge) => marks.data?.[judge.key]?.submittedAt === undefined);
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
