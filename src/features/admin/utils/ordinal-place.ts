// A place as an MC says it: 1st, 2nd, 3rd, 11th… and a shared place as "2.5 (shared)".
export function ordinalPlace(place: number): string {
  if (!Number.isInteger(place)) return `${place} (shared)`;
  const lastTwo = place % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${place}th`;
  return `${place}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th'}`;
}
