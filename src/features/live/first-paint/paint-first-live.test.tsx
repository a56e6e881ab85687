import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../data/paths';
import { paintFirstLive, paintWhenAnswered } from './paint-first-live';

// The painter writes only into /live's slot, only text, and leaves the page as it was when it cannot read the answers.

const START = Date.UTC(2026, 10, 25, 14, 0);
const eventIndex = {
  'Latin Gold': { eventName: 'Latin Gold', style: 'Latin', eventLevel: 'Gold', dances: { Rumba: 0 }, rounds: { 1: { roundId: 'g1', roundName: 'Final', roundNumber: 1, eventName: 'Latin Gold', roundState: 'running' } } },
};
const schedule = { slots: { s1: { kind: 'heat', number: 7, position: 1, startedAt: START, rounds: { g1: { eventName: 'Latin Gold', roundNumber: 1 } } } }, settings: { firstHeatStart: START } };

function pageWithSlot(): Document {
  document.body.innerHTML = '<div id="root"><div data-first-paint="live"></div><div role="status">Loading the schedule...</div></div>';
  return document;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('paintFirstLive', () => {
  it('writes the heat on the floor into the slot under an "On the floor" heading, with its level tag and link', () => {
    const doc = pageWithSlot();
    expect(paintFirstLive(doc, eventIndex, schedule, START + 60_000, null)).toBe(true);
    const slot = doc.querySelector('[data-first-paint="live"]')!;
    expect(slot.querySelector('h2')?.textContent).toBe('On the floor');
    expect(slot.querySelector('.live-heat-number')?.textContent).toBe('Heat 7');
    expect(slot.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Gold');
    expect(slot.querySelector('a')?.getAttribute('href')).toBe('/live/Latin%20Gold/1');
    expect(slot.querySelector('p.live-on-floor')?.textContent).toBe('Heat 7GoLatin Gold — Final');
    // Started at its planned time: the screen's pace line, above the panels.
    expect(slot.querySelector('[role="status"]')?.textContent).toBe('On time');
  });

  it('leaves the level tags out when the organiser hides them', () => {
    const doc = pageWithSlot();
    expect(paintFirstLive(doc, eventIndex, schedule, START + 60_000, null, { hideLevelIcons: true })).toBe(true);
    expect(doc.querySelector('[role="img"]')).toBeNull();
    expect(doc.querySelector('[data-first-paint="live"] p.live-on-floor')?.textContent).toBe('Heat 7Latin Gold — Final');
  });

  it('never turns a name from the database into markup', () => {
    const doc = pageWithSlot();
    const name = '<img src=x onerror=alert(1)>';
    const index = { [name]: { ...eventIndex['Latin Gold'], eventName: name, rounds: { 1: { ...eventIndex['Latin Gold'].rounds[1], eventName: name } } } };
    const slots = { s1: { ...schedule.slots.s1, rounds: { g1: { eventName: name, roundNumber: 1 } } } };
    expect(paintFirstLive(doc, index, { ...schedule, slots }, START + 60_000, null)).toBe(true);
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('[data-first-paint="live"] p.live-on-floor')?.textContent).toContain(name);
  });

  it('leaves the page alone when the slot is gone (the screen has its data), is filled already, or the answers cannot be read', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(paintFirstLive(document, eventIndex, schedule, START, null)).toBe(false);
    const doc = pageWithSlot();
    expect(paintFirstLive(doc, 'not an index', { slots: { s1: { kind: 'heat', rounds: 5 } } }, START, null)).toBe(false);
    expect(doc.querySelector('[data-first-paint="live"]')?.childElementCount).toBe(0);
    expect(paintFirstLive(doc, eventIndex, schedule, START + 60_000, null)).toBe(true);
    expect(paintFirstLive(doc, eventIndex, schedule, START + 60_000, null)).toBe(false);
  });
});

describe('paintWhenAnswered', () => {
  const withReads = (reads: Record<string, { promise: Promise<unknown> }> | undefined) =>
    ({ __firstReads: reads, document, location: new URL('https://example.test/live?floor=a') }) as unknown as Window;

  it('paints once both answers have arrived, with the floor from the address', async () => {
    pageWithSlot();
    const reads = { [paths.eventIndex()]: { promise: Promise.resolve(eventIndex) }, [paths.schedule()]: { promise: Promise.resolve(schedule) } };
    await expect(paintWhenAnswered(withReads(reads))).resolves.toBe(true);
    expect(document.querySelector('[data-first-paint="live"] h2')?.textContent).toBe('Floor A');
    expect(document.querySelector('[data-first-paint="live"] section')?.getAttribute('aria-label')).toBe('On the floor, Floor A');
  });

  it('paints nothing when a read failed or was never asked', async () => {
    pageWithSlot();
    await expect(paintWhenAnswered(withReads(undefined))).resolves.toBe(false);
    const failed = { [paths.eventIndex()]: { promise: Promise.reject(new Error('503')) }, [paths.schedule()]: { promise: Promise.resolve(schedule) } };
    await expect(paintWhenAnswered(withReads(failed))).resolves.toBe(false);
    expect(document.querySelector('[data-first-paint="live"]')?.childElementCount).toBe(0);
  });
});
