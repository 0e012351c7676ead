import type { ReactNode } from 'react';
import { type PermissionRule, useSession } from './session';

export interface PermissionGateProps {
  /** One permission, or a list meaning "any of"; no rule means always shown. */
  permission?: PermissionRule;
  children: ReactNode;
  fallback?: ReactNode;
}

/** Shows its children only to staff holding the permission (the server checks again on every call). */
export function PermissionGate({ permission, children, fallback = null }: PermissionGateProps) {
  const { can } = useSession();
  const allowed = permission === null || permission === undefined || can(permission);
  return <>{allowed ? children : fallback}</>;
}
