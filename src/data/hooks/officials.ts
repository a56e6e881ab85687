// The officials and organisers lists of competitionMetadata (the About page and the judging panel's names).
import type { Official } from '../../domain/model';
import { paths } from '../paths';
import { lazySchema } from '../lazy-schema';
import { type DbValue, useDbValue } from '../use-db-value';

const officialsSchema = lazySchema('officialsSchema');

export function useOfficials(): DbValue<Record<string, Official>> {
  return useDbValue(paths.officials(), officialsSchema);
}

export function useOrganizers(): DbValue<Record<string, Official>> {
  return useDbValue(paths.organizers(), officialsSchema);
}
