// Opens the printable heat sheet of one event or of all of them.
import { SheetPicker } from './sheet-picker';

export { ALL_EVENTS } from './sheet-picker';

export function HeatSheetPicker({ eventNames }: { eventNames: string[] }) {
  return <SheetPicker eventNames={eventNames} label="Heat sheet for" param="heatsheet" open="Open heat sheet" />;
}
