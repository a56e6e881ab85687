// The name of the judge a tablet's account is bound to (judgeSessions/<uid> → officials), read only when the
// signed-in account is a judge's tablet, so no other visitor's page opens these reads. The top bar is part of
// the public first view, so the checks are the zod-free ones (first-view-checks.ts).
import { text } from '../field-checks';
import { judgeSessionKeyCheck } from '../first-view-checks';
import { paths } from '../paths';
import { useDbValue } from '../use-db-value';
import { isJudgeTabletEmail } from './judge-tablet-account';

/** undefined: not a tablet; null: a tablet not (yet) bound to a judge; else the judge's name. */
export function useJudgeTabletName(uid: string | null, email: string | null): string | null | undefined {
  const tablet = uid !== null && isJudgeTabletEmail(email);
  const session = useDbValue(tablet ? paths.judgeSession(uid) : null, judgeSessionKeyCheck);
  const judgeKey = tablet ? session.data?.judgeKey ?? null : null;
  const name = useDbValue(judgeKey === null ? null : `${paths.official(judgeKey)}/name`, text);
  return tablet ? name.data ?? null : undefined;
}
