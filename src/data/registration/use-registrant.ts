// The signed-in registrant's own contact record (private: the rules let only them and organisers read it).
import { z } from 'zod';
import type { Registrant } from '../../domain/model';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';

const registrantSchema: z.ZodType<Registrant> = z.object({
  email: z.string(),
  leadName: z.string().optional(),
  followName: z.string().optional(),
  waiverAcceptedAt: z.number(),
  mediaReleaseAcceptedAt: z.number(),
  createdAt: z.number(),
});

/** Pass null while nobody is signed in. */
export function useRegistrant(uid: string | null): DbValue<Registrant> {
  return useDbValue(uid === null ? null : paths.registrant(uid), registrantSchema);
}
