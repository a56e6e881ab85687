// The competition's outside links, for the footer: one small read instead of the whole metadata.
// Checked without zod: the footer is part of the public first view (field-checks.ts).
import type { Socials } from '../../domain/model';
import { socialsCheck } from '../first-view-checks';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';

export function useCompetitionSocials(): DbValue<Socials> {
  return useDbValue(paths.metadataField('socials'), socialsCheck);
}
