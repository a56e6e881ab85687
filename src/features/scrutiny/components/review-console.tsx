// The body of the consoles that review one round's marks (scrutineer, chairman): a picker over the
// rounds with marks, the one needing attention first, and the console's view of the chosen round.
import type { ComponentType, ReactNode } from 'react';
import { useCompetitionMetadata, useEvents } from '../../../data/hooks/competition';
import type { CompetitionEvent, Official, Round, StaffRole } from '../../../domain/model';
import { firstToReview, roundsToReview } from '../../../domain/scrutiny';
import { useActor } from '../../../console-kit/hooks/use-actor';
import { useChosenRound } from '../../../console-kit/hooks/use-chosen-round';
import { roundKey } from '../../../console-kit/utils/round-labels';
import { DataGate } from '../../../console-kit/components/data-gate';
import { RoundPicker } from '../../../console-kit/components/round-picker';
import { DayAnomalies } from './day-anomalies';

export interface ReviewedRoundProps {
  event: CompetitionEvent;
  round: Round;
  officials: Readonly<Record<string, Official>> | undefined;
  actor: StaffRole | null;
}

export interface ReviewConsoleProps {
  title: string;
  /** Shown while no round has started. */
  empty: ReactNode;
  RoundView: ComponentType<ReviewedRoundProps>;
}

export function ReviewConsole({ title, empty, RoundView }: ReviewConsoleProps) {
  const events = useEvents();
  const metadata = useCompetitionMetadata();
  const actor = useActor();
  const { round, choose } = useChosenRound(events.data, (all) => firstToReview(roundsToReview(all)));
  return (
    <section>
      <h1 className="h3">{title}</h1>
      <DayAnomalies />
      <DataGate values={[events, metadata]}>
        {() => {
          const all = events.data ?? {};
          const event = round && all[round.eventName];
          if (!round || !event) return empty;
          return (
            <>
              <RoundPicker label="Round" rounds={roundsToReview(all)} selected={round} onSelect={choose} />
              <RoundView key={roundKey(round)} event={event} round={round} officials={metadata.data?.officials} actor={actor} />
            </>
          );
        }}
      </DataGate>
    </section>
  );
}
