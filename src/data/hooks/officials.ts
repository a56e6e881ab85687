// The officials and organisers lists of competitionMetadata (the About page and the judging panel's names).
import { z } from 'zod';
import type { Official } from '../../domain/model';
import { paths } from '../paths';
import { officialSchema } from '../schemas';
import { type DbValue, useDbValue } from '../use-db-value';

const officialsSchema = z.record(z.string(), officialSchema);

export function useOfficials(): DbValue<Record<string, Official>> {
  return useDbValue(paths.officials(), officialsSchema);
}

export function useOrganizers(): DbValue<Record<string, Official>> {
  return useDbValue(paths.organizers(), officialsSchema);
}
