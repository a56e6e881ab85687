// The competition's outside links, for the footer: one small read instead of the whole metadata.
import { z } from 'zod';
import type { Socials } from '../../domain/model';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';

const socialsSchema: z.ZodType<Socials> = z.object({
  website: z.string().optional(),
  facebook: z.string().optional(),
  instagram: z.string().optional(),
});

export function useCompetitionSocials(): DbValue<Socials> {
  return useDbValue(paths.metadataField('socials'), socialsSchema);
}
