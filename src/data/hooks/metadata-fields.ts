// Field-level reads of competitionMetadata, so the info pages download a few bytes each instead of
// the whole record (officials' bios and photos included).
import { z } from 'zod';
import type { CompetitionMetadata, Official } from '../../domain/model';
import { DbError } from '../errors';
import { paths } from '../paths';
import { officialSchema } from '../schemas';
import { type DbValue, useDbValue } from '../use-db-value';

const dateSchema = z.string();
const instantSchema = z.number();
const priceSchema = z.number();
const statusSchema = z.enum(['auto', 'open', 'closed']);
const officialsSchema = z.record(z.string(), officialSchema);

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

export function useCompetitionDates(): DbValue<CompetitionDates> {
  const start = useDbValue(paths.metadataField('startDate'), dateSchema);
  const end = useDbValue(paths.metadataField('endDate'), dateSchema);
  return combine([start, end], () => ({ startDate: valueOf(start), endDate: valueOf(end) }));
}

/** The three registration dates, the three prices and the organiser's override. */
export function useRegistrationWindow(): DbValue<RegistrationWindow> {
  const early = useDbValue(paths.metadataField('dateRegistrationEarly'), instantSchema);
  const open = useDbValue(paths.metadataField('dateRegistrationOpen'), instantSchema);
  const closed = useDbValue(paths.metadataField('dateRegistrationClosed'), instantSchema);
  const tierEarly = useDbValue(paths.metadataField('paymentTierEarly'), priceSchema);
  const tierOpen = useDbValue(paths.metadataField('paymentTierOpen'), priceSchema);
  const tierLate = useDbValue(paths.metadataField('paymentTierLate'), priceSchema);
  const status = useDbValue(paths.metadataField('registrationStatus'), statusSchema);
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

export function useOfficials(): DbValue<Record<string, Official>> {
  return useDbValue(paths.officials(), officialsSchema);
}

export function useOrganizers(): DbValue<Record<string, Official>> {
  return useDbValue(paths.organizers(), officialsSchema);
}
