import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CompetitionEvent, FloorHeatSlot } from '../../../domain/model';
import type { SlotTiming } from '../../../domain/running-order';
import { HeatLine } from '../components/heat-line';
import { firstLivePanels } from './first-live-panels';
import { heatLineElement } from './heat-line-element';

// The line painted before React has loaded and the screen's own heat line must be the same elements, classes and
// text: the screen's line then replaces the painted one at the same size, and the page's largest paint stays the
// first one (docs/PERFORMANCE.md, /live's first paint).

const START = Date.UTC(2026, 10, 25, 14, 0);
const round = (eventName: string, roundNumber: number, roundName: string) => ({ roundId: `${eventName}-${roundNumber}`, roundName, roundNumber, eventName, roundState: 'running' });
const events = {
  'Bronze Latin Rumba': { eventName: 'Bronze Latin Rumba', style: 'Latin', eventLevel: 'Bronze', dances: { Rumba: 0 }, rounds: { 1: round('Bronze Latin Rumba', 1, 'Semi-Final') } },
  'Open Latin': { eventName: 'Open Latin', style: 'Latin', eventLevel: 'Open', dances: { Rumba: 0 }, rounds: { 1: round('Open Latin', 1, 'Final') } },
} as unknown as Record<string, CompetitionEvent>;
const slot: FloorHeatSlot = {
  kind: 'heat', number: 12, position: 1, startedAt: START,
  rounds: { r1: { eventName: 'Bronze Latin Rumba', roundNumber: 1, part: 1, parts: 2 }, r2: { eventName: 'Open Latin', roundNumber: 1 } },
} as FloorHeatSlot;
const schedule = { slots: { s1: slot }, settings: { firstHeatStart: START } };

/**
 * The elements, their attributes (in any order) and text, as a browser lays them out: adjacent text nodes as one
 * (React writes "{name} — {round}" as three). React's router marks its links for route discovery (`data-discover`),
 * which paints nothing.
 */
function markup(element: Element): string {
  const attributes = [...element.attributes].filter((a) => a.name !== 'data-discover').map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
  let children = '';
  let text = '';
  for (const child of element.childNodes) {
    if (child instanceof Element) {
      children += (text ? JSON.stringify(text) : '') + markup(child);
      text = '';
    } else text += child.textContent ?? '';
  }
  return `<${element.localName} ${attributes.join(' ')}>${children}${text ? JSON.stringify(text) : ''}</${element.localName}>`;
}

function screenLine(hideLevelIcons: boolean): Element {
  const timing = { slotKey: 's1', slot, status: 'on-floor' } as unknown as SlotTiming;
  const { container } = render(<MemoryRouter><HeatLine timing={timing} events={events} settings={{ hideLevelIcons }} hideTime /></MemoryRouter>);
  return container.firstElementChild!;
}

describe('heatLineElement', () => {
  it.each([false, true])('paints the heat on the floor as the screen renders it (level tags hidden: %s)', (hideLevelIcons) => {
    const [panel] = firstLivePanels(events, schedule, START + 60_000, null);
    expect(panel?.heat).not.toBeNull();
    const painted = heatLineElement(document, panel!.heat!, hideLevelIcons);
    expect(markup(painted)).toBe(markup(screenLine(hideLevelIcons)));
  });
});
