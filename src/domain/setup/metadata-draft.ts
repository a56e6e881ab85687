// The competition metadata record, written field by field so officials and organizers stay untouched.
import type { CompetitionMetadata, RegistrationStatus, Socials } from '../model';
import type { TreeUpdate } from '../tree-update';
import { paths } from '../tree-paths';

/**
 * What the setup form edits: optional dates are null when cleared. Prices are not here: the fee schedule
 * (/admin/setup, "Fees") is the one place that sets them, and writes the display prices with it (issue 31).
 */
export interface MetadataDraft {
  fullName: string;
  primaryColor: string;
  startDate: string;
  endDate: string;
  dateRegistrationEarly: number | null;
  dateRegistrationOpen: number | null;
  dateRegistrationClosed: number | null;
  resultsPageShown: boolean;
  registrationStatus: RegistrationStatus;
  socials: Required<Socials>;
}

export const OPTIONAL_DATES = ['dateRegistrationEarly', 'dateRegistrationOpen', 'dateRegistrationClosed'] as const;

export function draftOf(metadata: CompetitionMetadata | undefined): MetadataDraft {
  return {
    fullName: metadata?.fullName ?? '',
    primaryColor: metadata?.primaryColor ?? '#0d6efd',
    startDate: metadata?.startDate ?? '',
    endDate: metadata?.endDate ?? '',
    dateRegistrationEarly: metadata?.dateRegistrationEarly ?? null,
    dateRegistrationOpen: metadata?.dateRegistrationOpen ?? null,
    dateRegistrationClosed: metadata?.dateRegistrationClosed ?? null,
    resultsPageShown: metadata?.resultsPageShown ?? false,
    registrationStatus: metadata?.registrationStatus ?? 'auto',
    socials: {
      website: metadata?.socials?.website ?? '',
      facebook: metadata?.socials?.facebook ?? '',
      instagram: metadata?.socials?.instagram ?? '',
    },
  };
}

function storedSocials(socials: Socials): Socials | null {
  const kept = Object.entries(socials)
    .map(([name, value]) => [name, typeof value === 'string' ? value.trim() : ''] as const)
    .filter(([, value]) => value !== '');
  return kept.length === 0 ? null : Object.fromEntries(kept);
}

/** A person-readable problem with the draft, or null when it can be saved. */
export function metadataProblem(draft: MetadataDraft): string | null {
  if (!draft.fullName.trim()) return 'Enter the competition name.';
  if (!draft.startDate || !draft.endDate) return 'Enter the first and last day of the competition.';
  if (draft.endDate < draft.startDate) return 'The last day is before the first day.';
  const dates = OPTIONAL_DATES.map((name) => draft[name]).filter((d): d is number => d !== null);
  if (dates.some((d, i) => i > 0 && d < dates[i - 1])) return 'Registration dates must follow each other: early, then open, then closed.';
  return null;
}

export function metadataPatch(draft: MetadataDraft): TreeUpdate {
  const field = paths.metadataField;
  const patch: TreeUpdate = {
    [field('fullName')]: draft.fullName.trim(),
    [field('primaryColor')]: draft.primaryColor,
    [field('startDate')]: draft.startDate,
    [field('endDate')]: draft.endDate,
    [field('resultsPageShown')]: draft.resultsPageShown,
    [field('registrationStatus')]: draft.registrationStatus,
    [field('socials')]: storedSocials(draft.socials),
  };
  for (const name of OPTIONAL_DATES) patch[field(name)] = draft[name];
  return patch;
}
