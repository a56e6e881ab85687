// A verdict as a form shows it: each refused event with its sentences beside it, and the overridden
// refusals as a note for the organiser.
import type { EligibilityVerdict } from './evaluate-registration';

/** Event name → the sentences refusing it (one per rule and dancer, joined), in the verdict's order. */
export function refusalsByEvent(verdict: EligibilityVerdict): Record<string, string> {
  const byEvent = new Map<string, string[]>();
  for (const refusal of verdict.refusals) {
    for (const eventName of refusal.eventNames) {
      const messages = byEvent.get(eventName) ?? [];
      if (!messages.includes(refusal.message)) messages.push(refusal.message);
      byEvent.set(eventName, messages);
    }
  }
  return Object.fromEntries([...byEvent].map(([eventName, messages]) => [eventName, messages.join(' ')]));
}

/** "Allowed by the organiser's override for Theo Castillo (transfer student): …", one per dancer. */
export function overrideNotes(verdict: EligibilityVerdict): string[] {
  const byDancer = new Map<string, { name: string; reason: string; messages: string[] }>();
  for (const refusal of verdict.overridden) {
    const note = byDancer.get(refusal.personId) ?? { name: refusal.dancerName, reason: refusal.overrideReason, messages: [] };
    if (!note.messages.includes(refusal.message)) note.messages.push(refusal.message);
    byDancer.set(refusal.personId, note);
  }
  return [...byDancer.values()].map((note) => `Allowed by the organiser's override for ${note.name} (${note.reason}): ${note.messages.join(' ')}`);
}
