import { useFinalResults } from '../../../data/hooks/results';
import { ordinal } from '../../../domain/rounds';

/** "Placed 2nd" once the final is posted (a shared place reads "Placed 2.5"); nothing before. */
export function FinalPlace({ eventName, entryId }: { eventName: string; entryId: string }) {
  const final = useFinalResults(eventName);
  const place = final.data?.places.find((row) => row.entryId === entryId)?.place;
  if (place === undefined) return null;
  return <strong>Placed {Number.isInteger(place) ? ordinal(place) : place}.</strong>;
}
