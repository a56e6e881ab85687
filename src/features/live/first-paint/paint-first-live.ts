// Paints /live's first live values into the prerendered page as soon as the REST answers its HTML asked for have
// arrived, before React and the screen's code have (docs/ARCHITECTURE.md, "First live values before the scripts").
// It writes only inside the page's first-paint slot (FirstPaintSlot), which React renders empty and leaves alone
// while hydrating; the slot goes when the screen shows its data. Text only, by DOM calls: nothing from the
// database becomes markup.
import type { EarlyAnswer } from '../../../data/early-answers';
import { paths } from '../../../data/paths';
import { firstLivePanels, type FirstLivePanel } from './first-live-panels';
import { LIVE_SLOT } from './live-slot';


function panelElement(doc: Document, panel: FirstLivePanel): HTMLElement {
  const section = doc.createElement('section');
  const title = doc.createElement('h2');
  title.className = 'live-panel-title';
  title.textContent = panel.floorName === null ? 'On the floor' : `On the floor, ${panel.floorName}`;
  const line = doc.createElement('p');
  line.className = 'live-on-floor';
  line.textContent = panel.onTheFloor;
  section.append(title, line);
  return section;
}

/** Fills the slot from the answers; false when there is nothing to paint (no slot any more, no answers, a shape the day model cannot read). */
export function paintFirstLive(doc: Document, eventIndex: unknown, schedule: unknown, now: number, floorParam: string | null): boolean {
  const slot = doc.querySelector(`[data-first-paint="${LIVE_SLOT}"]`);
  if (!slot || slot.childElementCount > 0) return false;
  let panels: FirstLivePanel[];
  try {
    panels = firstLivePanels(eventIndex, schedule, now, floorParam);
  } catch {
    return false;
  }
  if (panels.length === 0) return false;
  slot.replaceChildren(...panels.map((panel) => panelElement(doc, panel)));
  return true;
}

type FirstReads = Record<string, EarlyAnswer | undefined>;

/** Waits for the two answers /live paints from (both asked by its head script), then paints; nothing when either fails. */
export async function paintWhenAnswered(win: Window & { __firstReads?: FirstReads }): Promise<boolean> {
  const reads = win.__firstReads;
  const index = reads?.[paths.eventIndex()];
  const schedule = reads?.[paths.schedule()];
  if (!index || !schedule) return false;
  try {
    const [indexValue, scheduleValue] = await Promise.all([index.promise, schedule.promise]);
    return paintFirstLive(win.document, indexValue, scheduleValue, Date.now(), new URLSearchParams(win.location.search).get('floor'));
  } catch {
    return false;
  }
}
