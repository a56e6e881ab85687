// The event display settings of spec §3 as switches, saved together.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DISPLAY_TOGGLES, type DisplayToggle, type DisplayToggles } from '../../../domain/setup';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

const LABELS: Record<DisplayToggle, string> = {
  showScheduleIndex: 'Show schedule numbers',
  hideLevelIcons: 'Hide level icons',
  highlightOtherRoundsInEvent: 'Highlight other rounds of the same event',
  hideClearRoundsButton: 'Hide the "Clear rounds" button',
  hideGenerateRoundsButton: 'Hide the "Generate rounds" button',
  reorderAfterAddRemoveRound: 'Reorder the schedule after adding or removing a round',
};

export interface SettingsFormProps {
  initial: DisplayToggles;
  onSave: (toggles: DisplayToggles) => Promise<boolean>;
  pending: boolean;
  error: string | null;
  done: boolean;
}

export function SettingsForm({ initial, onSave, pending, error, done }: SettingsFormProps) {
  const [draft, setDraft] = useState(initial);
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(draft);
      }}
    >
      {DISPLAY_TOGGLES.map((name) => (
        <Form.Check
          key={name}
          type="switch"
          role="switch"
          id={`setting-${name}`}
          label={LABELS[name]}
          checked={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.checked })}
          className="mb-2"
        />
      ))}
      <WriteFeedback error={error} done={done} doneText="Display settings saved." />
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save display settings'}
      </Button>
    </Form>
  );
}
