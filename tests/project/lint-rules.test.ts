// The architecture's import rules fail `npm run lint`: a deep import into another domain module, a domain
// module importing one declared above it, and an import cycle between two files.
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { domainModules } from '../../scripts/lint/domain-modules.js';

const root = resolve(import.meta.dirname, '../..');
const project = new ESLint({ cwd: root });

async function projectErrors(code: string, file: string): Promise<string[]> {
  const [result] = await project.lintText(code, { filePath: resolve(root, file) });
  return result.messages.filter((message) => message.severity === 2).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('domain module boundaries (project config)', () => {
  // Loading the project's whole ESLint config is slow on a busy machine; do it once, before the cases.
  beforeAll(() => project.calculateConfigForFile(resolve(root, 'src/domain/results/probe.ts')), 300_000);

  it('refuses a deep import into another domain module from a domain module', async () => {
    const errors = await projectErrors("export { canTransition } from '../rounds/round-state';\n", 'src/domain/scrutiny/probe.ts');
    expect(errors).toEqual([expect.stringMatching(/^domain-modules\/module-boundaries: .*inside the rounds module: import it from its index/)]);
  });

  it('refuses a deep import into a domain module from a feature', async () => {
    const errors = await projectErrors("export { canTransition } from '../../domain/rounds/round-state';\n", 'src/features/live/probe.ts');
    expect(errors).toEqual([expect.stringMatching(/inside the rounds module/)]);
  });

  it('accepts the same import through the module index', async () => {
    expect(await projectErrors("export { roundsInOrder } from '../rounds';\n", 'src/domain/scrutiny/probe.ts')).toEqual([]);
    expect(await projectErrors("export { roundsInOrder } from '../../domain/rounds';\n", 'src/features/live/probe.ts')).toEqual([]);
  });

  it('refuses a module importing one declared above it, which is how a cycle between modules would start', async () => {
    const errors = await projectErrors("export { scheduleOf } from '../running-order';\n", 'src/domain/rounds/probe.ts');
    expect(errors).toEqual([expect.stringMatching(/the rounds module may import only modules declared below it .*running-order is not/)]);
  });

  it('turns the cycle rule on for every source file', async () => {
    const config = await project.calculateConfigForFile(resolve(root, 'src/domain/results/probe.ts'));
    expect([2, 'error']).toContain(config.rules['domain-modules/no-cycle']?.[0]);
  });
});

describe('the import cycle rule', () => {
  const linter = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    ignore: false,
    overrideConfig: [{
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'domain-modules': domainModules },
      rules: { 'domain-modules/no-cycle': 'error' },
    }],
  });

  it('refuses both files of a two-file cycle', async () => {
    const results = await linter.lintFiles(['tests/project/fixtures/lint-cycle/first.ts', 'tests/project/fixtures/lint-cycle/second.ts']);
    const messages = results.map((result) => result.messages.map((message) => message.message));
    expect(messages).toEqual([
      [expect.stringMatching(/^import cycle: .*first\.ts → .*second\.ts → .*first\.ts$/)],
      [expect.stringMatching(/^import cycle: .*second\.ts → .*first\.ts → .*second\.ts$/)],
    ]);
  });

  it('lets a type-only import through, since it is erased at build time', async () => {
    const [result] = await linter.lintFiles(['tests/project/fixtures/lint-cycle/types-only.ts']);
    expect(result.messages).toEqual([]);
  });
});
