import type { DancePlacement } from '../../../domain/judging';
import { FinalDanceSheet } from './final-dance-sheet';
import { useFinalEntryMode } from './final-drag-mode';
import { FinalDragSheet } from './final-drag-sheet';
import { FinalModeToggle } from './final-drag-toggle';
import type { FloorCouple } from './floor-couple';

interface FinalSheetSwitchProps {
  dance: string;
  couples: readonly FloorCouple[];
  placement: DancePlacement;
  disabled: boolean;
  onTap: (entryId: string) => void;
  onOrder: (order: string[]) => void;
  onClear: () => void;
}

/** A final dance placed by tapping or by ordering a list, as this device's judge last chose. */
export function FinalSheetSwitch({ onTap, onOrder, ...sheet }: FinalSheetSwitchProps) {
  const [mode, setMode] = useFinalEntryMode();
  return (
    <>
      <FinalModeToggle mode={mode} onChange={setMode} />
      {mode === 'drag' ? <FinalDragSheet {...sheet} onOrder={onOrder} /> : <FinalDanceSheet {...sheet} onTap={onTap} />}
    </>
  );
}
