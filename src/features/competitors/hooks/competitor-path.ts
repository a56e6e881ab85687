export function competitorPath(id: string): string {
  return `/competitors/${encodeURIComponent(id)}`;
}

/** The event's results with this couple's rows highlighted. */
export function resultsPath(eventName: string, entryId: string): string {
  return `/results/${encodeURIComponent(eventName)}?highlight=${encodeURIComponent(entryId)}`;
}
