// "Next on the floor": a round and its couples by number, for the MC to call.
import type { Round } from '../../../domain/model';
import { couplesByNumber } from '../../../domain/rounds';
import { roundLabel } from '../../../console-kit/utils/round-labels';
import { CalledNumbers } from './called-numbers';

export function FloorCall({ heading, round }: { heading: string; round: Round }) {
  const couples = couplesByNumber(round);
  return (
    <section aria-label={heading} className="mb-4">
      <h2 className="h4">
        {heading}: {roundLabel(round)}
      </h2>
      <p className="mb-1">
        {couples.length} couples{round.roundStartTime ? `, at ${new Date(round.roundStartTime).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}` : ''}
      </p>
      <CalledNumbers label={`Couples of ${roundLabel(round)}`} couples={couples} size="fs-3" />
    </section>
  );
}
