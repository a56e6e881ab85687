import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { bindJudgeDevice } from '../../../data/judging/judge-device';
import { useJudgeIdentity } from '../../../data/judging/judge-identity';
import { JudgeCodeForm } from './judge-code-form';
import { JudgeWorkspace } from './judge-workspace';

/** /judges/<judgeKey>: asks for the access code once per tablet, then shows what to mark. */
export function JudgePage({ judgeKey }: { judgeKey: string }) {
  const identity = useJudgeIdentity(judgeKey);
  switch (identity.kind) {
    case 'loading':
      return <LoadingState label="Opening the judge's sheet…" />;
    case 'error':
      return <ErrorState error={identity.error} title="The judge page could not load" />;
    case 'not-found':
      return (
        <EmptyState title="No judge found">
          Check the link with the organiser: there is no judge with the id “{judgeKey}”.
        </EmptyState>
      );
    case 'needs-code':
      return <JudgeCodeForm judgeName={identity.judgeName} onSubmit={(code) => bindJudgeDevice(judgeKey, code, identity.judgeName)} />;
    case 'bound':
      return <JudgeWorkspace judgeKey={judgeKey} judgeName={identity.judgeName} />;
  }
}
