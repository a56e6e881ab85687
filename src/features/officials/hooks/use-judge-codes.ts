// judgeCodes: judge key → tablet access code (organisers only).
import { z } from 'zod';
import { paths } from '../../../data/paths';
import { type DbValue, useDbValue } from '../../../data/use-db-value';

const judgeCodesSchema = z.record(z.string(), z.string());

export function useJudgeCodes(): DbValue<Record<string, string>> {
  return useDbValue(paths.judgeCodes(), judgeCodesSchema);
}
