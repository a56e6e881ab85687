// Paints a dancer's page (their name, team and heats) into the prerendered page as soon as the REST answers its
// HTML asked for have arrived, before React and the screen's code have (docs/ARCHITECTURE.md, "First live values
// before the scripts"). The screen's own heading, lead line and heats table (competitor-details.tsx,
// competitor-heats-table.tsx) with the same classes, written as text by DOM calls into the page's first-paint slot.
import { element } from '../../../components/first-paint/element';
import { firstAnswers, type WithFirstReads } from '../../../components/first-paint/first-reads';
import { paths } from '../../../data/paths';
import { COMPETITOR_SLOT } from './competitor-slot';
import { firstHeatSheet, type FirstHeatSheet } from './first-heat-sheet';

function heatsTable(doc: Document, sheet: FirstHeatSheet): HTMLElement {
  const several = sheet.floorCount > 1;
  const headings = ['Heat', 'Time', ...(several ? ['Floor'] : []), 'Event', 'Round', 'Outcome'];
  const head = element(doc, 'thead', '', element(doc, 'tr', '', ...headings.map((text) => element(doc, 'th', '', text))));
  head.querySelectorAll('th').forEach((th) => th.setAttribute('scope', 'col'));
  const rows = sheet.heats.map((heat) => {
    const number = element(doc, 'th', '', heat.heat);
    number.setAttribute('scope', 'row');
    const outcome = element(doc, 'td', '', heat.outcome.strong ? element(doc, 'strong', '', heat.outcome.text) : heat.outcome.text);
    const cells = [element(doc, 'td', 'text-nowrap', heat.time), ...(several ? [element(doc, 'td', '', heat.floor ?? '')] : []), ...[heat.eventName, heat.roundName].map((text) => element(doc, 'td', '', text)), outcome];
    return element(doc, 'tr', heat.onFloor ? 'table-warning' : '', number, ...cells);
  });
  const table = element(doc, 'table', 'table table-sm', head, element(doc, 'tbody', '', ...rows));
  table.setAttribute('aria-label', 'Heats');
  const box = element(doc, 'div', 'table-responsive', table);
  const section = element(doc, 'section', 'mb-4', element(doc, 'h2', 'h5', 'Heats'));
  section.setAttribute('aria-label', 'Heats');
  if (sheet.pace !== null) section.append(element(doc, 'p', 'mb-2', `${sheet.pace}; the times below are the new estimates.`));
  section.append(box);
  return section;
}

/** Fills the slot; false when there is nothing to paint (no slot any more, nobody entered, answers it cannot read). */
export function paintFirstCompetitor(doc: Document, id: string, answers: { entries: unknown; eventIndex: unknown; schedule: unknown; resultsShown: unknown }, now: number): boolean {
  const slot = doc.querySelector(`[data-first-paint="${COMPETITOR_SLOT}"]`);
  if (!slot || slot.childElementCount > 0) return false;
  let sheet: FirstHeatSheet | null;
  try {
    sheet = firstHeatSheet(id, answers.entries, answers.eventIndex, answers.schedule, answers.resultsShown, now);
  } catch {
    return false;
  }
  if (sheet === null) return false;
  const title = element(doc, 'div', 'd-flex flex-wrap align-items-center justify-content-between gap-2 mb-3', element(doc, 'h1', 'h2 mb-0', sheet.name));
  slot.replaceChildren(title, element(doc, 'p', 'lead', sheet.lead), ...(sheet.heats.length > 0 ? [heatsTable(doc, sheet)] : []));
  return true;
}

/** The dancer's id from the page's address (…/competitors/<id>, after any base path), as the router decodes it; null for another page. */
export function competitorIdOf(pathname: string): string | null {
  const match = /\/competitors\/([^/]+)\/?$/i.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * Waits for the dancer's entries, the index and the running order (asked by the head script), then paints; whether
 * results are public only decides whether recalls show, so without that answer they do not, as on the screen until then.
 */
export async function paintCompetitorWhenAnswered(win: WithFirstReads): Promise<boolean> {
  const id = competitorIdOf(win.location.pathname);
  if (id === null) return false;
  const [answers, shown] = await Promise.all([
    firstAnswers(win, [paths.competitorEntries(id), paths.eventIndex(), paths.schedule()]),
    firstAnswers(win, [paths.metadataField('resultsPageShown')]),
  ]);
  if (answers === null) return false;
  const [entries, eventIndex, schedule] = answers;
  return paintFirstCompetitor(win.document, id, { entries, eventIndex, schedule, resultsShown: shown?.[0] ?? null }, Date.now());
}
