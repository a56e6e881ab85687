import { useFinalResults } from '../../../data/hooks/results';
import { type TeamEventCouples, teamPlaces } from '../../../domain/results';

const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const ORDINAL = new Intl.PluralRules('en-US', { type: 'ordinal' });

function placeText(place: number): string {
  return Number.isInteger(place) ? `${place}${SUFFIX[ORDINAL.select(place)]}` : `${place} (shared)`;
}

/** One event of the team: its couples, and their final places once the final is posted. */
export function TeamEventPlacings({ event, team }: { event: TeamEventCouples; team: string }) {
  const results = useFinalResults(event.eventName);
  const places = teamPlaces(results.data, team);
  const placeOf = new Map(places.map((row) => [row.entryId, row.place]));
  const posted = results.data !== undefined && results.data !== null;
  return (
    <section aria-label={event.eventName} className="mb-3">
      <h3 className="h6 mb-1">{event.eventName}</h3>
      <ul className="list-unstyled mb-0">
        {event.couples.map((couple) => (
          <li key={couple.entryId}>
            {couple.leadNumber !== undefined && <span className="text-secondary">#{couple.leadNumber} </span>}
            {couple.leadName} &amp; {couple.followName}
            {': '}
            {posted ? (placeOf.has(couple.entryId) ? placeText(placeOf.get(couple.entryId)!) : 'not in the final') : 'final not posted yet'}
          </li>
        ))}
      </ul>
    </section>
  );
}
