import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import './scripts/lib/map-group-by.ts';

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
