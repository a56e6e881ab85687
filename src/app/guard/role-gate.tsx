import type { ReactNode } from 'react';
import { LoadingState } from '../../components/loading-state';
import type { StaffRole } from '../../domain/model';
import { useRoles } from '../../data/auth/use-roles';
import { NoAccessPage } from '../pages/no-access-page';
import { rolesThatOpen } from './access-needs';

export interface RoleGateProps {
  roleSets: (readonly StaffRole[])[];
  children: ReactNode;
}

/** Renders the screen only for an account holding a role of every set; otherwise a clear "No access" page. */
export function RoleGate({ roleSets, children }: RoleGateProps) {
  const { loading, hasAnyRole, judgeKey } = useRoles();
  if (loading) return <LoadingState label="Checking your access..." />;
  if (roleSets.every((roles) => hasAnyRole(roles))) return children;
  return <NoAccessPage roles={rolesThatOpen(roleSets)} judgeKey={judgeKey} />;
}
