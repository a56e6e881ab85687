import { useCallback, useMemo } from 'react';
import type { RoleGrants, StaffRole } from '../../domain/model';
import type { DbError } from '../errors';
import { judgeSessionKeyCheck, roleGrantsCheck } from '../first-view-checks';
import { paths } from '../paths';
import { useDbValue } from '../use-db-value';
import { grantsAnyRole } from './role-check';
import { useAuth } from './use-auth';

export interface RolesState {
  /** The organiser's grants to this account (roles/<uid>); empty when signed out or none. */
  grants: RoleGrants;
  /** The judge this device is bound to (judgeSessions/<uid>/judgeKey), if any. */
  judgeKey: string | null;
  loading: boolean;
  /** A failed read (e.g. offline); grants then count as none. */
  error: DbError | null;
  hasAnyRole: (roles: readonly StaffRole[]) => boolean;
}

// Checked without zod (first-view-checks.ts): the route guard, and so this hook, is part of the public first view.
const NO_GRANTS: RoleGrants = Object.freeze({});

/** The signed-in account's staff roles and judge binding, live. */
export function useRoles(): RolesState {
  const { user, loading: authLoading } = useAuth();
  const uid = user?.uid ?? null;
  const roles = useDbValue(uid === null ? null : paths.role(uid), roleGrantsCheck);
  const session = useDbValue(uid === null ? null : paths.judgeSession(uid), judgeSessionKeyCheck);

  const grants = roles.data ?? NO_GRANTS;
  const hasAnyRole = useCallback((wanted: readonly StaffRole[]) => grantsAnyRole(grants, wanted), [grants]);
  const judgeKey = session.data?.judgeKey ?? null;
  const loading = authLoading || roles.loading || session.loading;
  const error = roles.error ?? null;

  return useMemo(() => ({ grants, judgeKey, loading, error, hasAnyRole }), [grants, judgeKey, loading, error, hasAnyRole]);
}
