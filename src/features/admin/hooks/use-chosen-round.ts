// The round a console shows: the user's choice while it still exists, else the console's default.
import { useState } from 'react';
import type { CompetitionEvent, Round } from '../../../domain/model';
import { findRound } from '../utils/rounds-on-floor';

export function useChosenRound(events: Readonly<Record<string, CompetitionEvent>> | undefined, fallback: (events: Readonly<Record<string, CompetitionEvent>>) => Round | undefined) {
  const [chosen, setChosen] = useState<{ eventName: string; roundNumber: number } | null>(null);
  const all = events ?? {};
  const round = (chosen && findRound(all, chosen.eventName, chosen.roundNumber)) || fallback(all);
  const choose = (r: Round) => setChosen({ eventName: r.eventName, roundNumber: r.roundNumber });
  return { round, choose };
}
