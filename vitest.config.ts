import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Node 20 lacks Map.groupBy (ES2024); vitest's reporter calls it when printing a failure.
const MapWithGroupBy = Map as unknown as { groupBy?: unknown };
MapWithGroupBy.groupBy ??= <K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  let index = 0;
  for (const item of items) {
    const key = keyOf(item, index++);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
};

const shared = {
  globals: true,
  setupFiles: ['src/testing/setup-tests.ts'],
  testTimeout: 20000,
  hookTimeout: 30000,
};

// Two projects: plain Node for domain, data, localdb and rules tests (*.test.ts);
// jsdom for components and screens (*.test.tsx). The browser suite (tests/e2e) runs apart.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@event-config': '/configs/demo.ts' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'configs/**/*.test.ts', 'localdb/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
        },
      },
    ],
  },
});
