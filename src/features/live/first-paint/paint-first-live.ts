// Paints /live's first live values into the prerendered page as soon as the REST answers its HTML asked for have
// arrived, before React and the screen's code have (docs/ARCHITECTURE.md, "First live values before the scripts").
// It writes only inside the page's first-paint slot (FirstPaintSlot), which React renders empty and leaves alone
// while hydrating; the slot goes when the screen shows its data. Text only, by DOM calls: nothing from the
// database becomes markup.
import { element } from '../../../components/first-paint/element';
import { firstAnswers, type WithFirstReads } from '../../../components/first-paint/first-reads';
import { latenessText } from '../../../components/running-order/lateness-text';
import { paths } from '../../../data/paths';
import { firstLivePanels, type FirstLivePanel } from './first-live-panels';
import { heatLineElement } from './heat-line-element';
import { LIVE_SLOT } from './live-slot';

/** The floor's pace, as the screen's status line above the panels; none without times. */
function paceElements(doc: Document, panel: FirstLivePanel): HTMLElement[] {
  const pace = latenessText(panel.latenessMinutes);
  if (pace === null) return [];
  const line = element(doc, 'p', `live-lateness ${panel.latenessMinutes === 0 ? 'text-success' : 'text-warning'}`, pace);
  line.setAttribute('role', 'status');
  line.setAttribute('aria-label', panel.floorName === null ? 'Pace' : `Pace, ${panel.floorName}`);
  return [line];
}

/**
 * One floor as the screen's HeatLive begins (components/heat-live.tsx, heat-panels.tsx): its name when named, its
 * pace, and the "On the floor" column of its panels, with the same classes, so the screen's own line replaces the
 * painted one at the same place and size.
 */
function floorElements(doc: Document, panel: FirstLivePanel, hideLevelIcons: boolean): HTMLElement[] {
  const named = panel.floorName !== null;
  const title = element(doc, 'h2', 'live-panel-title', 'On the floor');
  const line = panel.heat
    ? element(doc, 'p', 'live-on-floor mb-0', heatLineElement(doc, panel.heat, hideLevelIcons))
    : element(doc, 'p', 'live-on-floor text-secondary', panel.onTheFloor);
  const section = element(doc, 'section', '', title, line);
  if (named) section.setAttribute('aria-label', `On the floor, ${panel.floorName}`);
  const row = element(doc, 'div', 'g-4 mb-3 live-panels row', element(doc, 'div', `live-floor-col col-12 col-lg-${named ? 12 : 6}`, section));
  return [...(named ? [element(doc, 'h2', 'live-floor-name', panel.floorName ?? '')] : []), ...paceElements(doc, panel), row];
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
  // Several floors one after another, as a phone shows the screen's floor columns.
  slot.replaceChildren(...panels.flatMap((panel) => floorElements(doc, panel, hidesLevelIcons(eventSettings))));
  return true;
}

/** Waits for the answers /live paints from (asked by its head script), then paints; nothing when the index or the running order fails. */
export async function paintWhenAnswered(win: WithFirstReads): Promise<boolean> {
  // The display settings only choose whether level tags show: without them the tags show, as by default.
  const [answers, settings] = await Promise.all([firstAnswers(win, [paths.eventIndex(), paths.schedule()]), firstAnswers(win, [paths.eventSettings()])]);
  if (!answers) return false;
  return paintFirstLive(win.document, answers[0], answers[1], Date.now(), new URLSearchParams(win.location.search).get('floor'), settings?.[0] ?? null);
}
