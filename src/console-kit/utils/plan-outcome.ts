// A one-line account of a bulk operation: what was done, and what was left alone and why.
export function planOutcome(verb: string, done: readonly string[], skipped: Readonly<Record<string, string>>): string {
  const parts: string[] = [];
  parts.push(done.length ? `${verb} ${done.join(', ')}.` : `Nothing to ${verb.toLowerCase()}.`);
  for (const reason of Object.values(skipped)) parts.push(reason);
  return parts.join(' ');
}
