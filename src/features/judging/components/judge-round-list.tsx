// The judge's own rounds for the day, in running order, with the heats each is danced in.
import type { PanelRound } from '../../../domain/judging';

export function JudgeRoundList({ rounds }: { rounds: readonly PanelRound[] }) {
  return (
    <section aria-labelledby="judge-round-list" className="judge-round-list mt-4">
      <h2 id="judge-round-list" className="h6 text-muted">Your rounds today</h2>
      {rounds.length === 0 ? (
        <p className="text-muted">You are not on the panel of any round.</p>
      ) : (
        <ol aria-label="Your rounds" className="small">
          {rounds.map((round) => (
            <li key={`${round.eventName}#${round.roundNumber}`}>
              {round.eventName} · {round.roundName}
              {round.heatNumbers.length > 0 && <span className="text-muted"> · heat {round.heatNumbers.join(', ')}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
