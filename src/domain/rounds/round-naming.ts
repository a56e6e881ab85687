// Round ids and names (spec section 4): names count back from the final, then forward from the first round.

export function roundId(eventName: string, roundNumber: number): string {
  return `${eventName}-R${roundNumber}`;
}

export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

const NAMES_FROM_FINAL = ['Final', 'Semi-Final', 'Quarter-Final'];

/** `roundNumber` counts from 1 (first round) to `totalRounds` (the final). */
export function roundName(roundNumber: number, totalRounds: number): string {
  if (!Number.isInteger(roundNumber) || !Number.isInteger(totalRounds) || roundNumber < 1 || roundNumber > totalRounds) {
    throw new RangeError(`Round ${roundNumber} does not exist in an event of ${totalRounds} rounds.`);
  }
  const distance = totalRounds - roundNumber;
  return NAMES_FROM_FINAL[distance] ?? `${ordinal(roundNumber)} Round`;
}

export function roundNames(totalRounds: number): string[] {
  return Array.from({ length: totalRounds }, (_, i) => roundName(i + 1, totalRounds));
}
