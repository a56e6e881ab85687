// Field-level reads of competitionMetadata, so the info pages download a few bytes each instead of
// the whole record (officials' bios and photos included). The public first view (top bar, home) reads
// these, so they are checked without zod (field-checks.ts).
import type { CompetitionMetadata } from '../../domain/model';
import { DbError } from '../errors';
import {
  metadataFlagCheck as flag, metadataNumberCheck as num, metadataTextCheck as text, registrationStatusCheck as statusCheck,
} from '../first-view-checks';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';

export type RegistrationWindow = Pick<
  CompetitionMetadata,
  | 'dateRegistrationEarly' | 'dateRegistrationOpen' | 'dateRegistrationClosed'
  | 'paymentTierEarly' | 'paymentTierOpen' | 'paymentTierLate' | 'registrationStatus'
>;

export interface CompetitionDates {
  startDate?: string;
  endDate?: string;
}

/** Combines several reads: loading until all have answered, the first error wins. */
function combine<T>(parts: DbValue<unknown>[], build: () => T): DbValue<T> {
  const error = parts.find((part) => part.error)?.error ?? null;
  if (error) return { data: undefined, loading: false, error };
  if (parts.some((part) => part.loading)) return { data: undefined, loading: true, error: null };
  try {
    return { data: build(), loading: false, error: null };
  } catch (cause) {
    return { data: undefined, loading: false, error: new DbError('invalid-data', String(cause), { cause }) };
  }
}

/** A missing field arrives as null from the database; screens treat it as absent. */
const valueOf = <T,>(part: DbValue<T>): T | undefined => part.data ?? undefined;

/** Just the name, for the top bar: avoids downloading officials' bios on every page. */
export function useCompetitionName(): DbValue<string> {
  return useDbValue(paths.metadataField('fullName'), text);
}

export function useResultsPageShown(): DbValue<boolean> {
  return useDbValue(paths.metadataField('resultsPageShown'), flag);
}

export function useCompetitionDates(): DbValue<CompetitionDates> {
  const start = useDbValue(paths.metadataField('startDate'), text);
  const end = useDbValue(paths.metadataField('endDate'), text);
  return combine([start, end], () => ({ startDate: valueOf(start), endDate: valueOf(end) }));
}

/** The three registration dates, the three prices and the organiser's override. */
export function useRegistrationWindow(): DbValue<RegistrationWindow> {
  const early = useDbValue(paths.metadataField('dateRegistrationEarly'), num);
  const open = useDbValue(paths.metadataField('dateRegistrationOpen'), num);
  const closed = useDbValue(paths.metadataField('dateRegistrationClosed'), num);
  const tierEarly = useDbValue(paths.metadataField('paymentTierEarly'), num);
  const tierOpen = useDbValue(paths.metadataField('paymentTierOpen'), num);
  const tierLate = useDbValue(paths.metadataField('paymentTierLate'), num);
  const status = useDbValue(paths.metadataField('registrationStatus'), statusCheck);
  return combine([early, open, closed, tierEarly, tierOpen, tierLate, status], () => ({
    dateRegistrationEarly: valueOf(early),
    dateRegistrationOpen: valueOf(open),
    dateRegistrationClosed: valueOf(closed),
    paymentTierEarly: valueOf(tierEarly),
    paymentTierOpen: valueOf(tierOpen),
    paymentTierLate: valueOf(tierLate),
    registrationStatus: valueOf(status) ?? 'auto',
  }));
}
