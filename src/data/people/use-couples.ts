// Live reads of the couple records and the cap setting (public branches).
import type { Couple } from '../../domain/people';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';
import { couplesPerAccountSchema, couplesSchema } from './people-schemas';

export function useCouples(): DbValue<Record<string, Couple>> {
  return useDbValue(paths.couples(), couplesSchema);
}

/** The organiser's cap on couples per account; null when not set (the default applies). */
export function useCouplesPerAccount(): DbValue<number> {
  return useDbValue(paths.couplesPerAccount(), couplesPerAccountSchema);
}
