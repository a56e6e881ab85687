// The use-cases' lint zone (eslint.config.js, scripts/lint/no-reach.js): a use-case importing a feature, or
// the data layer importing a use-case, is refused; a use-case reading through src/data passes.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function reachMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'boundaries/no-reach').map((message) => message.message);
}

describe('the use-cases layer rule', () => {
  it('refuses a use-case that imports a feature', async () => {
    const messages = await reachMessages(
      'src/use-cases/registration/probe.ts',
      "import { useRegisterAction } from '../../features/registration/hooks/use-register-action';\nexport const probe = useRegisterAction;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('a use-case may not import a feature');
  });

  it('refuses a use-case that imports a UI component', async () => {
    const messages = await reachMessages(
      'src/use-cases/registration/probe.ts',
      "import { ConfirmButton } from '../../console-kit/components/confirm-button';\nexport const probe = ConfirmButton;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('refuses the data layer importing a use-case', async () => {
    const messages = await reachMessages(
      'src/data/probe.ts',
      "import { submitRegistration } from '../use-cases/registration/submit-registration';\nexport const probe = submitRegistration;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('src/data is the Firebase adapter');
  });

  it('lets a use-case read through src/data and plan with src/domain', async () => {
    const messages = await reachMessages(
      'src/use-cases/registration/probe.ts',
      "import { loadEvent } from '../../data/snapshot';\nimport { planRegistration } from '../../domain/registration/registration-plan';\nexport const probe = [loadEvent, planRegistration];\n",
    );
    expect(messages).toEqual([]);
  });
});
