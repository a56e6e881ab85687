import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useJudgeIdentity } from '../../../data/judging/judge-identity';
import { useCodeAttempt } from '../hooks/use-code-attempt';
import { JudgeCodeForm } from './judge-code-form';
import { JudgeWorkspace } from './judge-workspace';

/** /judges/<judgeKey>: asks for the access code once per tablet, then shows what to mark. */
export function JudgePage({ judgeKey }: { judgeKey: string }) {
  const identity = useJudgeIdentity(judgeKey);
  const attempt = useCodeAttempt(judgeKey);

  // While a code is checked (and the tablet signs in), keep the form on screen.
  const formName = identity.kind === 'needs-code' ? identity.judgeName : attempt.busy ? attempt.judgeName : null;
  if (formName !== null) {
    return (
      <JudgeCodeForm
        judgeName={formName}
        code={attempt.code}
        error={attempt.error}
        busy={attempt.busy}
        onCodeChange={attempt.setCode}
        onSubmit={() => attempt.submit(formName)}
      />
    );
  }
  switch (identity.kind) {
    case 'error':
      return <ErrorState error={identity.error} title="The judge page could not load" />;
    case 'not-found':
      return (
        <EmptyState title="No judge found">
          Check the link with the organiser: there is no judge with the id “{judgeKey}”.
        </EmptyState>
      );
    case 'bound':
      return <JudgeWorkspace judgeKey={judgeKey} judgeName={identity.judgeName} />;
    default:
      return <LoadingState label="Opening the judge's sheet…" />;
  }
}
