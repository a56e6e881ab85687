import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import type { FinalEntryMode } from './final-drag-mode';

const MODES: { mode: FinalEntryMode; label: string }[] = [
  { mode: 'tap', label: 'Tap to place' },
  { mode: 'drag', label: 'Drag to order' },
];

/** The two ways to place a final; both write the same marks, so a judge may switch at any time. */
export function FinalModeToggle({ mode, onChange }: { mode: FinalEntryMode; onChange: (mode: FinalEntryMode) => void }) {
  return (
    <ButtonGroup className="final-mode-toggle mb-3" aria-label="How to place couples">
      {MODES.map((m) => (
        <Button key={m.mode} variant={m.mode === mode ? 'dark' : 'outline-dark'} aria-pressed={m.mode === mode} onClick={() => onChange(m.mode)}>
          {m.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
