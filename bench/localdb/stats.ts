export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function ms(value: number): string {
  return Number.isNaN(value) ? 'n/a' : value < 10 ? value.toFixed(2) : value.toFixed(1);
}
