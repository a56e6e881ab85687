// Types of the lint plugin for the TypeScript tests that drive it (tests/project/lint-rules.test.ts).
import type { ESLint } from 'eslint';

export const domainModules: ESLint.Plugin;
export function resolveImport(fromFile: string, specifier: string): string | undefined;
