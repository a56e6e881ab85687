// Shared test setup. jest-dom matchers only matter in the jsdom project, but are harmless in node.
import '@testing-library/jest-dom/vitest';
