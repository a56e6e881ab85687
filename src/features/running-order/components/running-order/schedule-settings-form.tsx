// The running order's settings: floor capacity (per style if wanted), heats apart, lengths and gaps, the
// first heat's start; saved as they are, or used at once to build the running order from the rounds.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { STYLES, type ScheduleSettings, type Style } from '../../../../domain/model';
import { ConfirmButton } from '../../../../console-kit/components/confirm-button';
import { WriteFeedback } from '../../../../console-kit/components/write-feedback';
import { useThunkWrite } from '../../../../console-kit/hooks/use-thunk-write';
import { fromDateTimeInput, toDateTimeInput } from '../../../../console-kit/utils/datetime-input';

export interface ScheduleSettingsFormProps {
  stored: ScheduleSettings;
  /** A running order exists: building again replaces it, so it asks first. */
  built: boolean;
  onSave: (settings: ScheduleSettings) => Promise<void>;
  onBuild: (settings: ScheduleSettings) => Promise<void>;
}

type Draft = Record<'floorCapacity' | 'minHeatsApart' | 'danceSeconds' | 'gapBetweenDancesSeconds' | 'gapBetweenHeatsSeconds' | 'firstHeatStart', string> & {
  byStyle: Partial<Record<Style, string>>;
};

function draftOf(settings: ScheduleSettings): Draft {
  return {
    floorCapacity: String(settings.floorCapacity),
    minHeatsApart: String(settings.minHeatsApart),
    danceSeconds: String(settings.danceSeconds),
    gapBetweenDancesSeconds: String(settings.gapBetweenDancesSeconds),
    gapBetweenHeatsSeconds: String(settings.gapBetweenHeatsSeconds),
    firstHeatStart: toDateTimeInput(settings.firstHeatStart),
    byStyle: Object.fromEntries(Object.entries(settings.capacityByStyle ?? {}).map(([style, n]) => [style, String(n)])),
  };
}

// Blank number fields become NaN, so the domain's check names them instead of a silent 0.
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The draft's fields, keeping what this form does not edit (the floors, set in their own form). */
function settingsOf(draft: Draft, stored: ScheduleSettings): ScheduleSettings {
  const byStyle: Partial<Record<Style, number>> = {};
  for (const style of STYLES) {
    const value = draft.byStyle[style]?.trim();
    if (value) byStyle[style] = Number(value);
  }
  const start = fromDateTimeInput(draft.firstHeatStart);
  return {
    floorCapacity: numberOf(draft.floorCapacity),
    minHeatsApart: numberOf(draft.minHeatsApart),
    danceSeconds: numberOf(draft.danceSeconds),
    gapBetweenDancesSeconds: numberOf(draft.gapBetweenDancesSeconds),
    gapBetweenHeatsSeconds: numberOf(draft.gapBetweenHeatsSeconds),
    ...(Object.keys(byStyle).length > 0 ? { capacityByStyle: byStyle } : {}),
    ...(start === null ? {} : { firstHeatStart: start }),
    ...(stored.floors !== undefined ? { floors: stored.floors } : {}),
    ...(stored.floorChangeMinutes !== undefined ? { floorChangeMinutes: stored.floorChangeMinutes } : {}),
  };
}

const FIELDS: [keyof Omit<Draft, 'byStyle' | 'firstHeatStart'>, string][] = [
  ['floorCapacity', 'Floor capacity (couples per heat)'],
  ['minHeatsApart', 'Heats apart for one dancer (K)'],
  ['danceSeconds', 'Dance length (seconds)'],
  ['gapBetweenDancesSeconds', 'Gap between dances (seconds)'],
  ['gapBetweenHeatsSeconds', 'Gap between heats (seconds)'],
];

export function ScheduleSettingsForm({ stored, built, onSave, onBuild }: ScheduleSettingsFormProps) {
  const [draft, setDraft] = useState(() => draftOf(stored));
  const write = useThunkWrite();
  const set = (field: keyof Omit<Draft, 'byStyle'>) => (e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [field]: e.target.value });
  const build = () => void write.run(() => onBuild(settingsOf(draft, stored)));
  return (
    <Form aria-label="Running order settings" className="mb-3" onSubmit={(e) => e.preventDefault()}>
      <div className="d-flex flex-wrap gap-3">
        {FIELDS.map(([field, label]) => (
          <Form.Group key={field} controlId={`schedule-${field}`}>
            <Form.Label className="small">{label}</Form.Label>
            <Form.Control size="sm" type="number" value={draft[field]} onChange={set(field)} style={{ width: '8rem' }} />
          </Form.Group>
        ))}
        <Form.Group controlId="schedule-firstHeatStart">
          <Form.Label className="small">First heat starts</Form.Label>
          <Form.Control size="sm" type="datetime-local" value={draft.firstHeatStart} onChange={set('firstHeatStart')} />
        </Form.Group>
      </div>
      <fieldset className="mt-2">
        <legend className="small mb-1">Floor capacity per style (optional; blank: the floor capacity)</legend>
        <div className="d-flex flex-wrap gap-3">
          {STYLES.map((style) => (
            <Form.Group key={style} controlId={`schedule-capacity-${style}`}>
              <Form.Label className="small">{style} floor capacity</Form.Label>
              <Form.Control
                size="sm"
                type="number"
                value={draft.byStyle[style] ?? ''}
                onChange={(e) => setDraft({ ...draft, byStyle: { ...draft.byStyle, [style]: e.target.value } })}
                style={{ width: '6rem' }}
              />
            </Form.Group>
          ))}
        </div>
      </fieldset>
      <div className="d-flex flex-wrap gap-2 mt-2">
        <Button size="sm" variant="outline-primary" disabled={write.pending} onClick={() => void write.run(() => onSave(settingsOf(draft, stored)))}>
          Save settings
        </Button>
        {built ? (
          <ConfirmButton label="Rebuild running order" confirmLabel="Confirm rebuilding: heats are renumbered from the rounds" disabled={write.pending} onConfirm={build} />
        ) : (
          <Button size="sm" variant="primary" disabled={write.pending} onClick={build}>
            Build running order
          </Button>
        )}
      </div>
      <WriteFeedback error={write.error} done={write.done} onDismiss={write.clearError} />
    </Form>
  );
}
