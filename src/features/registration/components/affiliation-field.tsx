import type { UseFormRegisterReturn } from 'react-hook-form';
import { AFFILIATIONS } from '../../../domain/constants/affiliations';
import { TextField } from './text-field';

export interface AffiliationFieldProps {
  registration: UseFormRegisterReturn<'affiliation'>;
  error?: string;
}

/**
 * A text box that suggests the ~90 teams as you type (the browser's own searchable list, on phones
 * too); the form accepts only a team from the list, or TBA.
 */
export function AffiliationField({ registration, error }: AffiliationFieldProps) {
  return (
    <TextField
      id="registration-affiliation"
      label="Affiliation"
      registration={registration}
      error={error}
      list="registration-affiliations"
      placeholder="Start typing your team, or TBA"
      help="Choose TBA if your team is not decided yet."
    >
      <datalist id="registration-affiliations">
        {AFFILIATIONS.map((team) => <option key={team} value={team} />)}
      </datalist>
    </TextField>
  );
}
