// The heat on the floor as DOM, before React has loaded: the same elements, classes and text as the screen's
// HeatLine (components/heat-line.tsx, without the time), so the line the page paints first keeps its place and size
// when the screen replaces it, and stays the page's largest paint. heat-line-element.test.tsx holds the two together.
import { LEVEL_ICONS, LEVEL_ICON_CLASS } from '../components/level-icons';
import type { FirstLivePanel, FirstLiveRound } from './first-live-panels';

type Heat = NonNullable<FirstLivePanel['heat']>;

function span(doc: Document, className: string | null, ...children: (Node | string)[]): HTMLSpanElement {
  const element = doc.createElement('span');
  if (className !== null) element.className = className;
  element.append(...children);
  return element;
}

function levelIcon(doc: Document, level: NonNullable<FirstLiveRound['level']>): HTMLSpanElement {
  const icon = LEVEL_ICONS[level];
  const element = span(doc, LEVEL_ICON_CLASS, icon.text);
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', level);
  element.title = level;
  element.style.backgroundColor = icon.color;
  element.style.color = icon.ink;
  return element;
}

function roundElement(doc: Document, round: FirstLiveRound, first: boolean, hideLevelIcons: boolean): HTMLSpanElement {
  const element = span(doc, 'me-2');
  if (!first) element.append(span(doc, 'text-secondary me-2', '+'));
  if (!hideLevelIcons && round.level) element.append(levelIcon(doc, round.level));
  if (round.livePath === null) element.append(round.eventName);
  else {
    const link = doc.createElement('a');
    link.href = round.livePath;
    link.className = 'link-light link-underline-opacity-0';
    link.append(`${round.eventName} — ${round.roundName}`);
    element.append(link);
  }
  if (round.part) element.append(span(doc, 'text-secondary', ` (${round.part})`));
  return element;
}

export function heatLineElement(doc: Document, heat: Heat, hideLevelIcons: boolean): HTMLSpanElement {
  return span(
    doc,
    'd-inline-flex align-items-center flex-wrap gap-1',
    span(doc, 'live-heat-number me-2', `Heat ${heat.number}`),
    ...heat.rounds.map((round, i) => roundElement(doc, round, i === 0, hideLevelIcons)),
  );
}
