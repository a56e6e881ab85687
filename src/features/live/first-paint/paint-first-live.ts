// Paints /live's first live values into the prerendered page as soon as the REST answers its HTML asked for have
// arrived, before React and the screen's code have (docs/ARCHITECTURE.md, "First live values before the scripts").
// It writes only inside the page's first-paint slot (FirstPaintSlot), which React renders empty and leaves alone
// while hydrating; the slot goes when the screen shows its data. Text only, by DOM calls: nothing from the
// database becomes markup.
import type { EarlyAnswer } from '../../../data/early-answers';
import { paths } from '../../../data/paths';
import { firstLivePanels, type FirstLivePanel } from './first-live-panels';
import { heatLineElement } from './heat-line-element';
import { LIVE_SLOT } from './live-slot';

/**
 * The "On the floor" column of the screen's panels (components/heat-panels.tsx): the same grid column, heading and
 * line, so the screen's own panel takes the painted one's place at the same size. Several floors: the floor's name
 * above it, as the screen heads each floor.
 */
function panelElement(doc: Document, panel: FirstLivePanel, floorCount: number, hideLevelIcons: boolean): HTMLElement {
  const column = doc.createElement('div');
  column.className = `live-floor-col col-12 col-lg-${panel.floorName === null ? 6 : 12 / Math.min(floorCount, 4)}`;
  if (panel.floorName !== null) {
    const floorName = doc.createElement('h2');
    floorName.className = 'live-floor-name';
    floorName.textContent = panel.floorName;
    column.append(floorName);
  }
  const section = doc.createElement('section');
  const title = doc.createElement('h2');
  title.className = 'live-panel-title';
  title.textContent = 'On the floor';
  if (panel.floorName !== null) section.setAttribute('aria-label', `On the floor, ${panel.floorName}`);
  const line = doc.createElement('p');
  if (panel.heat) {
    line.className = 'live-on-floor mb-0';
    line.append(heatLineElement(doc, panel.heat, hideLevelIcons));
  } else {
    line.className = 'live-on-floor text-secondary';
    line.textContent = panel.onTheFloor;
  }
  section.append(title, line);
  column.append(section);
  return column;
}

const hidesLevelIcons = (settings: unknown) => typeof settings === 'object' && settings !== null && (settings as { hideLevelIcons?: unknown }).hideLevelIcons === true;

/**
 * Fills the slot from the answers; false when there is nothing to paint (no slot any more, no answers, a shape the
 * day model cannot read). `eventSettings`: the organiser's display settings (settings/events), for the level tags.
 */
export function paintFirstLive(doc: Document, eventIndex: unknown, schedule: unknown, now: number, floorParam: string | null, eventSettings: unknown = null): boolean {
  const slot = doc.querySelector(`[data-first-paint="${LIVE_SLOT}"]`);
  if (!slot || slot.childElementCount > 0) return false;
  let panels: FirstLivePanel[];
  try {
    panels = firstLivePanels(eventIndex, schedule, now, floorParam);
  } catch {
    return false;
  }
  if (panels.length === 0) return false;
  slot.replaceChildren(...panels.map((panel) => panelElement(doc, panel, panels.length, hidesLevelIcons(eventSettings))));
  return true;
}

type FirstReads = Record<string, EarlyAnswer | undefined>;

/** Waits for the answers /live paints from (asked by its head script), then paints; nothing when the index or the running order fails. */
export async function paintWhenAnswered(win: Window & { __firstReads?: FirstReads }): Promise<boolean> {
  const reads = win.__firstReads;
  const index = reads?.[paths.eventIndex()];
  const schedule = reads?.[paths.schedule()];
  // The display settings only choose whether level tags show: without them the tags show, as by default.
  const settings = reads?.[paths.eventSettings()]?.promise.catch(() => null) ?? null;
  if (!index || !schedule) return false;
  try {
    const [indexValue, scheduleValue, settingsValue] = await Promise.all([index.promise, schedule.promise, settings]);
    return paintFirstLive(win.document, indexValue, scheduleValue, Date.now(), new URLSearchParams(win.location.search).get('floor'), settingsValue);
  } catch {
    return false;
  }
}
