// Paints /schedule's line on what is danced now into the prerendered page as soon as the REST answers its HTML asked
// for have arrived, before React and the screen's code have (docs/ARCHITECTURE.md, "First live values before the
// scripts"). The same timeline and words as the screen's line (on-the-floor-text.ts), written as text by DOM calls
// into the page's first-paint slot only.
import { firstAnswers, type WithFirstReads } from '../../../components/first-paint/first-reads';
import { runningOrderInputOf } from '../../../components/first-paint/running-order-answers';
import { paths } from '../../../data/paths';
import { dayTimelineOf } from '../../../domain/running-order';
import { ON_THE_FLOOR_LINE, onTheFloorText } from '../components/on-the-floor-text';
import { SCHEDULE_SLOT } from './schedule-slot';

/** Fills the slot; false when there is nothing to paint (no slot any more, nothing on the floor, answers it cannot read). */
export function paintFirstSchedule(doc: Document, eventIndex: unknown, schedule: unknown, now: number): boolean {
  const slot = doc.querySelector(`[data-first-paint="${SCHEDULE_SLOT}"]`);
  if (!slot || slot.childElementCount > 0) return false;
  let text: string | null;
  try {
    const input = runningOrderInputOf(eventIndex, schedule);
    text = onTheFloorText(dayTimelineOf(input, now), input.events);
  } catch {
    return false;
  }
  if (text === null) return false;
  const line = doc.createElement('p');
  line.className = ON_THE_FLOOR_LINE.className;
  line.setAttribute('role', 'status');
  line.setAttribute('aria-label', ON_THE_FLOOR_LINE.label);
  line.textContent = text;
  slot.replaceChildren(line);
  return true;
}

/** Waits for the index and the running order (asked by the head script), then paints; nothing when either fails. */
export async function paintScheduleWhenAnswered(win: WithFirstReads): Promise<boolean> {
  const answers = await firstAnswers(win, [paths.eventIndex(), paths.schedule()]);
  return answers !== null && paintFirstSchedule(win.document, answers[0], answers[1], Date.now());
}
