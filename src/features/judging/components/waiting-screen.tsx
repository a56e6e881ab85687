import { format } from 'date-fns';
import type { JudgeRound } from '../../../domain/judging';

/** Nothing to mark: a calm screen with what comes next. */
export function WaitingScreen({ next }: { next: JudgeRound | null }) {
  return (
    <section className="judge-waiting text-center py-5" aria-live="polite">
      <h1 className="h2">Nothing to mark right now</h1>
      {next ? (
        <p className="lead">
          Next: {next.eventName} · {next.roundName}
          {next.roundStartTime !== undefined && <> at {format(next.roundStartTime, 'HH:mm')}</>}
        </p>
      ) : (
        <p className="lead">No more rounds are scheduled.</p>
      )}
      <p className="text-muted">This screen changes by itself when the scrutineer starts the next round.</p>
    </section>
  );
}
