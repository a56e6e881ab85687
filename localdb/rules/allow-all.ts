import type { Decision, RulesEngine } from './types.ts';

const allowed: Decision = { allowed: true, reason: 'allow-all rules (no rules file loaded)' };

/** Used when the server runs without a rules file, like an emulator in open mode. */
export function allowAllRules(): RulesEngine {
  return {
    canRead: () => allowed,
    canWrite: () => allowed,
  };
}
