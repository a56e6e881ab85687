// The signed-in registrant's own contact record (private: the rules let only them and organisers read it).
import type { Registrant } from '../../domain/model';
import { registrantSchema } from '../../domain/records';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';

/** Pass null while nobody is signed in. */
export function useRegistrant(uid: string | null): DbValue<Registrant> {
  return useDbValue(uid === null ? null : paths.registrant(uid), registrantSchema);
}
