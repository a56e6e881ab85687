import type { RulesAuth } from '../rules/index.ts';

/** Who makes a request: an admin bypasses the rules entirely; otherwise `auth` is the rules' `auth`. */
export interface Caller {
  admin: boolean;
  auth: RulesAuth | null;
}

export const ANONYMOUS: Caller = { admin: false, auth: null };
export const ADMIN: Caller = { admin: true, auth: null };
