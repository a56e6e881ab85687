// The form's hook over the registration use-case (src/use-cases/registration/submit-registration.ts).
import { useCallback } from 'react';
import {
  type RegisterOutcome, type RegistrationContext, submitRegistration,
} from '../../../use-cases/registration/submit-registration';
import type { RegistrationValues } from './registration-schema';

export type { RegisterOutcome };
export type RegisterActionOptions = RegistrationContext;

export function useRegisterAction({ adminMode, events, user, couples, cap, dancerOf, teamCaptain }: RegisterActionOptions) {
  return useCallback(
    (values: RegistrationValues): Promise<RegisterOutcome> => submitRegistration(values, { adminMode, events, user, couples, cap, dancerOf, teamCaptain }),
    [adminMode, events, user, couples, cap, dancerOf, teamCaptain],
  );
}
