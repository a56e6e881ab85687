// One round under review (scrutineer, chairman): its name and state, who has submitted, then the console's own part.
import type { ReactNode } from 'react';
import { type Round, RoundState } from '../../../domain/model';
import { JudgeDevicesPanel } from './judge-devices-panel';
import type { RoundReview } from '../hooks/use-round-review';
import { roundLabel } from '../../../console-kit/utils/round-labels';
import { DataGate } from '../../../console-kit/components/data-gate';
import { JudgeSubmissions } from './judge-submissions';
import { PanelLegend } from '../../../components/results-tables/panel-legend';
import { postingRefusal } from '../../../domain/panels';
import { RoundStateBadge } from '../../../console-kit/components/round-state-badge';

export function RoundReviewSection({ round, review, children }: { round: Round; review: RoundReview; children: () => ReactNode }) {
  const label = roundLabel(round);
  const names = Object.fromEntries(review.panel.map((judge) => [judge.key, { name: judge.name }]));
  const refusal = postingRefusal(review.panel.length, label);
  return (
    <section aria-label={label}>
      <h2 className="h4">
        {label} <RoundStateBadge state={round.roundState} />
      </h2>
      <DataGate values={[review.marks]}>
        {() => (
          <>
            <JudgeSubmissions panel={review.panel} marks={review.marks.data ?? {}} />
            {round.roundState === RoundState.Running && <JudgeDevicesPanel panel={review.panel} roundLabel={label} />}
            {refusal && <p role="alert" className="text-danger">{refusal.message}</p>}
            {children()}
            <PanelLegend roundName={round.roundName} judges={review.panel} officials={names} />
          </>
        )}
      </DataGate>
    </section>
  );
}
