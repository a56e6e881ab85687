import { useCompetitorEntries } from '../../../data/hooks/summaries';

/**
 * The back number of an entry made after numbers were handed out: its lead's, from the lead's other
 * entries (a number belongs to the lead all competition). Reads only that dancer's own records.
 */
export function LeadNumber({ leadId }: { leadId: string }) {
  const records = useCompetitorEntries(leadId);
  const numbers = Object.values(records.data ?? {})
    .flatMap((byEntry) => Object.values(byEntry))
    .filter((entry) => entry.leadId === leadId && entry.leadNumber !== undefined)
    .map((entry) => entry.leadNumber as number);
  return <>{numbers.length > 0 ? Math.min(...numbers) : '—'}</>;
}
