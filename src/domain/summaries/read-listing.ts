// One dancer's line on /competitors read back from its stored form (competitorList/<id>, written by
// public-summaries.ts): on a file of its own so the competitor pages load it without the summaries' builders.
import type { CompetitorListing } from '../records';

export interface CompetitorListingFields {
  name: string;
  teams: string;
  numbers: string;
  entries: number;
}

/** The fields of a listing; the teams are whatever lies between the name and the last two fields. */
export function readListing(listing: CompetitorListing): CompetitorListingFields {
  const parts = listing.split('\t');
  return { name: parts[0] ?? '', teams: parts.slice(1, -2).join('\t'), numbers: parts.at(-2) ?? '', entries: Number(parts.at(-1)) || 0 };
}
