import { useState } from 'react';
import { bindJudgeDevice } from '../../../use-cases/judging/bind-tablet';
import { CODE_LENGTH } from '../../../domain/constants';

export interface CodeAttempt {
  code: string;
  error: string | null;
  busy: boolean;
  /** The name the form was showing, so it stays on screen while the tablet signs in. */
  judgeName: string | null;
  setCode: (code: string) => void;
  submit: (judgeName: string) => void;
}

/**
 * The access-code form's state lives above the page's loading states: signing the tablet in makes the
 * page briefly reload its identity, and the judge's code and any error must survive that.
 */
export function useCodeAttempt(judgeKey: string): CodeAttempt {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [judgeName, setJudgeName] = useState<string | null>(null);

  function submit(name: string) {
    const trimmed = code.trim();
    setJudgeName(name);
    if (trimmed.length !== CODE_LENGTH) {
      setError(`The access code has ${CODE_LENGTH} characters.`);
      return;
    }
    setBusy(true);
    setError(null);
    bindJudgeDevice(judgeKey, trimmed, name)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false));
  }

  return { code, error, busy, judgeName, setCode, submit };
}
