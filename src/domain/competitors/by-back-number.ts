// The order couples are called and listed in: by back number, couples without one yet last, by lead name.

export interface NumberedCouple {
  leadNumber?: number;
  leadName: string;
}

export function compareByBackNumber(a: NumberedCouple, b: NumberedCouple): number {
  return (a.leadNumber ?? Infinity) - (b.leadNumber ?? Infinity) || a.leadName.localeCompare(b.leadName);
}
