// Live reads of the couple records and the cap setting (public branches).
import { z } from 'zod';
import type { Couple } from '../../domain/people';
import { keyedOrSparse } from '../../domain/records';
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

const grantsSchema = z.record(z.string(), z.looseObject({ teamCaptain: z.literal(true).optional(), email: z.string().optional() }));

/** Accounts holding the team captain grant (organiser only: roles/ is not public), by uid → e-mail if known. */
export function useTeamCaptains(): DbValue<Record<string, { teamCaptain?: true; email?: string }>> {
  return useDbValue(paths.roles(), grantsSchema);
}

const slotsSchema = keyedOrSparse(z.string());

/** The account's claimed couple slots (accountCouples/<uid>: slot → coupleId); readable by the account only. */
export function useAccountSlots(uid: string | null): DbValue<Record<string, string>> {
  return useDbValue(uid === null ? null : paths.accountCouples(uid), slotsSchema);
}
