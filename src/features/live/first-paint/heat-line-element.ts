// The heat on the floor as DOM, before React has loaded: the same elements, classes and text as the screen's
// HeatLine (components/heat-line.tsx, without the time), so the line the page paints first keeps its place and size
// when the screen replaces it, and stays the page's largest paint. heat-line-element.test.tsx holds the two together.
import { element } from '../../../components/first-paint/element';
import { LEVEL_ICONS, LEVEL_ICON_CLASS } from '../components/level-icons';
import type { FirstLivePanel, FirstLiveRound } from './first-live-panels';

type Heat = NonNullable<FirstLivePanel['heat']>;

const span = (doc: Document, className: string, ...children: (Node | string)[]) => element(doc, 'span', className, ...children);

function levelIcon(doc: Document, level: NonNullable<FirstLiveRound['level']>): HTMLElement {
  const icon = LEVEL_ICONS[level];
  const made = span(doc, LEVEL_ICON_CLASS, icon.text);
  made.setAttribute('role', 'img');
  made.setAttribute('aria-label', level);
  made.title = level;
  made.style.backgroundColor = icon.color;
  made.style.color = icon.ink;
  return made;
}

function roundElement(doc: Document, round: FirstLiveRound, first: boolean, hideLevelIcons: boolean): HTMLElement {
  const made = span(doc, 'me-2');
  if (!first) made.append(span(doc, 'text-secondary me-2', '+'));
  if (!hideLevelIcons && round.level) made.append(levelIcon(doc, round.level));
  if (round.livePath === null) made.append(round.eventName);
  else {
    const link = element(doc, 'a', 'link-light link-underline-opacity-0', `${round.eventName} — ${round.roundName}`);
    link.setAttribute('href', round.livePath);
    made.append(link);
  }
  if (round.part) made.append(span(doc, 'text-secondary', ` (${round.part})`));
  return made;
}

export function heatLineElement(doc: Document, heat: Heat, hideLevelIcons: boolean): HTMLElement {
  return span(
    doc,
    'd-inline-flex align-items-center flex-wrap gap-1',
    span(doc, 'live-heat-number me-2', `Heat ${heat.number}`),
    ...heat.rounds.map((round, i) => roundElement(doc, round, i === 0, hideLevelIcons)),
  );
}
