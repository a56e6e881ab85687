import type { Level } from '../../../domain/model';

const ICON: Readonly<Record<Level, { text: string; color: string }>> = {
  Beginner: { text: 'Beg', color: '#6c757d' },
  Newcomer: { text: 'NC', color: '#20c997' },
  Bronze: { text: 'Br', color: '#a0522d' },
  Silver: { text: 'Si', color: '#8a939b' },
  Gold: { text: 'Go', color: '#c9a227' },
  Syllabus: { text: 'Syl', color: '#6f42c1' },
  Advanced: { text: 'Adv', color: '#0d6efd' },
  Novice: { text: 'Nov', color: '#198754' },
  Prechamp: { text: 'PC', color: '#d63384' },
  Championship: { text: 'Ch', color: '#dc3545' },
  Open: { text: 'Op', color: '#fd7e14' },
  Amateur: { text: 'Am', color: '#0dcaf0' },
};

/** A coloured level tag that dancers spot from across the room; its name is read out instead. */
export function LevelIcon({ level }: { level: Level }) {
  const icon = ICON[level];
  return (
    <span
      role="img"
      aria-label={level}
      title={level}
      className="live-level-icon d-inline-flex align-items-center justify-content-center rounded fw-bold text-white me-2"
      style={{ backgroundColor: icon.color }}
    >
      {icon.text}
    </span>
  );
}
