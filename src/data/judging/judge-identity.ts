// Who this tablet judges for: the official's name and whether the device is bound to them.
// Kept on the device too, so a reload without network still opens the marking screen.
import eventConfig from '@event-config';
import { useEffect, useState } from 'react';
import { useRoles } from '../auth/use-roles';
import { useAuth } from '../auth/use-auth';
import type { DbError } from '../errors';
import { paths } from '../paths';
import { officialSchema } from '../schemas';
import { useDbValue } from '../use-db-value';

export type JudgeIdentity =
  | { kind: 'loading' }
  | { kind: 'error'; error: DbError }
  | { kind: 'not-found' }
  | { kind: 'needs-code'; judgeName: string }
  | { kind: 'bound'; judgeName: string; fromCache: boolean };

interface CachedIdentity {
  judgeName: string;
  uid: string;
}

const cacheKey = (judgeKey: string) => `ballroom:${eventConfig.firebase.projectId}:judge-identity:${judgeKey}`;

function readCache(judgeKey: string): CachedIdentity | null {
  try {
    const raw = localStorage.getItem(cacheKey(judgeKey));
    return raw ? (JSON.parse(raw) as CachedIdentity) : null;
  } catch {
    return null;
  }
}

export function useJudgeIdentity(judgeKey: string): JudgeIdentity {
  const official = useDbValue(paths.official(judgeKey), officialSchema);
  const { user, loading: authLoading } = useAuth();
  const roles = useRoles();
  const [cached] = useState(() => readCache(judgeKey));

  const isJudge = official.data?.role === 'Judge';
  const bound = user !== null && roles.judgeKey === judgeKey;
  useEffect(() => {
    if (isJudge && bound && official.data && user) {
      try {
        localStorage.setItem(cacheKey(judgeKey), JSON.stringify({ judgeName: official.data.name, uid: user.uid }));
      } catch {
        // Without storage the page still works online.
      }
    }
  }, [isJudge, bound, official.data, user, judgeKey]);

  if (authLoading) return { kind: 'loading' };
  const stillLoading = official.loading || roles.loading;
  // Offline reload: trust what this device last confirmed for the same account until the database answers.
  if (stillLoading && cached && user?.uid === cached.uid) return { kind: 'bound', judgeName: cached.judgeName, fromCache: true };
  if (stillLoading) return { kind: 'loading' };
  if (official.error) return { kind: 'error', error: official.error };
  if (!official.data || !isJudge) return { kind: 'not-found' };
  return bound ? { kind: 'bound', judgeName: official.data.name, fromCache: false } : { kind: 'needs-code', judgeName: official.data.name };
}
