// The round a console shows: the user's choice while it still exists, else the console's default.
import { useState } from 'react';
import type { CompetitionEvent, Round } from '../../domain/model';

type Events = Readonly<Record<string, CompetitionEvent>>;

export function useChosenRound(events: Events | undefined, fallback: (events: Events) => Round | undefined) {
  const [chosen, setChosen] = useState<{ eventName: string; roundNumber: number } | null>(null);
  const all = events ?? {};
  const round = (chosen && all[chosen.eventName]?.rounds?.[String(chosen.roundNumber)]) || fallback(all);
  const choose = (r: Round) => setChosen({ eventName: r.eventName, roundNumber: r.roundNumber });
  return { round, choose };
}
