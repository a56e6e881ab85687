// The level tags' colours and classes, apart from the component: /live's first paint (first-paint/) draws the same
// tag before React has loaded.
import type { Level } from '../../../domain/model';

// Each colour with the text colour that reads on it at 4.5:1 or more (white on the dark ones, black on the light).
export const LEVEL_ICONS: Readonly<Record<Level, { text: string; color: string; ink: '#fff' | '#000' }>> = {
  Beginner: { text: 'Beg', color: '#5c636a', ink: '#fff' },
  Newcomer: { text: 'NC', color: '#20c997', ink: '#000' },
  Bronze: { text: 'Br', color: '#a0522d', ink: '#fff' },
  Silver: { text: 'Si', color: '#adb5bd', ink: '#000' },
  Gold: { text: 'Go', color: '#e0b830', ink: '#000' },
  Syllabus: { text: 'Syl', color: '#6f42c1', ink: '#fff' },
  Advanced: { text: 'Adv', color: '#0a58ca', ink: '#fff' },
  Novice: { text: 'Nov', color: '#146c43', ink: '#fff' },
  Prechamp: { text: 'PC', color: '#ab296a', ink: '#fff' },
  Championship: { text: 'Ch', color: '#b02a37', ink: '#fff' },
  Open: { text: 'Op', color: '#fd7e14', ink: '#000' },
  Amateur: { text: 'Am', color: '#0dcaf0', ink: '#000' },
};

export const LEVEL_ICON_CLASS = 'live-level-icon d-inline-flex align-items-center justify-content-center rounded fw-bold me-2';
