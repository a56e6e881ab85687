// Shared test setup. jest-dom matchers only matter in the jsdom project, but are harmless in node.
import '@testing-library/jest-dom/vitest';
import { beforeAll } from 'vitest';
import { loadReadSchemas } from '../data/lazy-schema';

// The read hooks' schemas load on first use (src/data/lazy-schema.ts). In the app they arrive with the page; in a
// fresh test worker the first load compiles zod, which can outlast a query's 1 s wait on a loaded machine.
beforeAll(async () => {
  await loadReadSchemas();
});
