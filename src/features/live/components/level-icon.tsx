import type { Level } from '../../../domain/model';
import { LEVEL_ICONS, LEVEL_ICON_CLASS } from './level-icons';

/** A coloured level tag that dancers spot from across the room; its name is read out instead. */
export function LevelIcon({ level }: { level: Level }) {
  const icon = LEVEL_ICONS[level];
  return (
    <span
      role="img"
      aria-label={level}
      title={level}
      className={LEVEL_ICON_CLASS}
      style={{ backgroundColor: icon.color, color: icon.ink }}
    >
      {icon.text}
    </span>
  );
}
