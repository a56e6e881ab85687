// The competition's outside links, for the footer: one small read instead of the whole metadata.
// Checked without zod: the footer is part of the public first view (field-checks.ts).
import type { Socials } from '../../domain/model';
import { object, optional, text } from '../field-checks';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';

const socialsCheck = object({ website: optional(text), facebook: optional(text), instagram: optional(text) });

export function useCompetitionSocials(): DbValue<Socials> {
  return useDbValue(paths.metadataField('socials'), socialsCheck);
}
