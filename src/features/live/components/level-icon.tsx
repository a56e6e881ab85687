import type { Level } from '../../../domain/model';

// Each colour with the text colour that reads on it at 4.5:1 or more (white on the dark ones, black on the light).
const ICON: Readonly<Record<Level, { text: string; color: string; ink: '#fff' | '#000' }>> = {
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

/** A coloured level tag that dancers spot from across the room; its name is read out instead. */
export function LevelIcon({ level }: { level: Level }) {
  const icon = ICON[level];
  return (
    <span
      role="img"
      aria-label={level}
      title={level}
      className="live-level-icon d-inline-flex align-items-center justify-content-center rounded fw-bold me-2"
      style={{ backgroundColor: icon.color, color: icon.ink }}
    >
      {icon.text}
    </span>
  );
}
