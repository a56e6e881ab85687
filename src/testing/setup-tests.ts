// Shared test setup. jest-dom matchers only matter in the jsdom project, but are harmless in node.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { loadReadSchemas } from '../data/lazy-schema';

// A screen's parts and the money arithmetic load by import() after the first view (docs/PERFORMANCE.md, "Smaller
// scripts"); in a test worker that import compiles the module first, which outlasts findBy's default 1 s on a
// loaded machine (CI beside other jobs). The waits stay waits for the same outcome; only the patience is longer.
configure({ asyncUtilTimeout: 5000 });

// The read hooks' schemas load on first use (src/data/lazy-schema.ts). In the app they arrive with the page; in a
// fresh test worker the first load compiles zod, which can outlast a query's 1 s wait on a loaded machine.
beforeAll(async () => {
  await loadReadSchemas();
});
