import Button from 'react-bootstrap/Button';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AFFILIATIONS, AFFILIATION_OTHER } from '../../../domain/constants';
import { matchAffiliation } from '../../../domain/registration';
import { TextField } from './text-field';

export interface AffiliationFieldProps {
  registration: UseFormRegisterReturn<'affiliation'>;
  error?: string;
  /** What is in the box now, to offer the teams it fits. */
  typed: string;
  onChoose: (team: string) => void;
  /** The teams allowed (built-in and accepted); the built-in list by default. */
  teams?: readonly string[];
}

/** The teams what was typed fits ("Cornell", "Bost", "Dartmoth"), unless it is already a team's name. */
function offeredTeams(typed: string, teams: readonly string[]): string[] {
  const match = matchAffiliation(typed, teams);
  if (match.kind === 'several') return match.teams;
  return match.kind === 'single' ? [match.team] : [];
}

/**
 * A text box that suggests the ~90 teams as you type (the browser's own list) and offers the matches as
 * buttons, so a prefix or a near spelling is enough on a phone; the form accepts only a team from the
 * list, TBA, or Other (which the organiser reviews).
 */
export function AffiliationField({ registration, error, typed, onChoose, teams = AFFILIATIONS }: AffiliationFieldProps) {
  const offered = offeredTeams(typed, teams);
  const help = typed.trim().toLowerCase() === AFFILIATION_OTHER.toLowerCase()
    ? 'Type your team’s name below: the organiser reviews couples entered as Other and adds your team or contacts you.'
    : 'Choose TBA if your team is not decided yet, or Other if it is not on the list.';
  return (
    <TextField
      id="registration-affiliation"
      label="Affiliation"
      registration={registration}
      error={error}
      list="registration-affiliations"
      placeholder="Start typing your team, or TBA"
      help={help}
    >
      <datalist id="registration-affiliations">
        {teams.map((team) => <option key={team} value={team} />)}
      </datalist>
      {offered.length > 0 && (
        <div className="d-flex flex-wrap gap-2 my-2" role="group" aria-label="Matching teams">
          {offered.map((team) => (
            <Button key={team} size="sm" variant="outline-primary" onClick={() => onChoose(team)}>{team}</Button>
          ))}
        </div>
      )}
    </TextField>
  );
}
