import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import fs from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/lint/no-reach.js';
import { domainModules } from './scripts/lint/domain-modules.js';

// One zone per feature folder, read from disk, so a new feature is covered the day it is created.
const FEATURES = fs.readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

// localdb's layers, lowest first (localdb/README.md): a layer imports only the layers below it; the
// rules evaluator keeps its own types and imports no other layer.
const LOCALDB_LAYERS = ['protocol', 'tree', 'rules', 'storage', 'server', 'cli'];
const LOCALDB_FORBIDDEN = Object.fromEntries(LOCALDB_LAYERS.map((layer, index) => [
  layer,
  layer === 'rules' ? LOCALDB_LAYERS.filter((other) => other !== 'rules') : LOCALDB_LAYERS.slice(index + 1),
]));

// The domain's modules, lowest first (docs/ARCHITECTURE.md): a module imports only the modules before it
// in this list and the base files at the top of src/domain; everyone else imports a module through its index.
const DOMAIN_MODULES = [
  'vocabulary', 'records', 'constants', 'socials', 'events', 'competitors', 'scoring', 'results', 'rounds', 'entries', 'people',
  'registration', 'money', 'affiliation-review', 'running-order', 'summaries', 'panels', 'judging', 'transfer',
  'eligibility', 'officials', 'scrutiny', 'setup',
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.localdb', 'test-results', 'coverage', 'public/sw.js', 'tests/project/fixtures'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The build's prerender entry is loaded once by Vite's SSR loader, never hot-reloaded: its exports are functions.
    files: ['src/prerender-entry.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    // The functional core and the local server never use `any`.
    files: ['src/domain/**/*.ts', 'localdb/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    // Only the data layer touches Firebase; the domain touches neither Firebase nor React.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**', 'src/testing/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Go through src/data.' }] }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['firebase', 'firebase/*', '@firebase/*', 'react', 'react-*', '../data/*', '../../data/*', '@/data/*'], message: 'src/domain is pure: no React, Firebase or data layer.' },
      ] }],
    },
  },
  ...FEATURES.map((feature) => ({
    // A feature imports domain, data, components, console-kit and its own files, never another feature;
    // src/app composes features when a screen needs two.
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    rules: {
      'boundaries/no-reach': ['error', {
        forbidden: ['src/features'],
        allowed: [`src/features/${feature}`],
        message: `the ${feature} feature may not import another feature: share through src/components, src/console-kit, src/domain or src/data, or compose the screen in src/app.`,
      }],
    },
  })),
  {
    // Shared folders sit below the features.
    files: ['src/components/**/*.{ts,tsx}', 'src/console-kit/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-reach': ['error', { forbidden: ['src/features', 'src/app'], message: 'shared code may not import a feature or src/app.' }],
    },
  },
  {
    // Use-cases (read, plan once, write) sit between the screens and the data layer: features → use-cases →
    // data → domain. A feature may wrap one in a React hook; the use-case itself knows no screen.
    files: ['src/use-cases/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-reach': ['error', {
        forbidden: ['src/features', 'src/app', 'src/components', 'src/console-kit'],
        message: 'a use-case may not import a feature, src/app or UI components: it reads through src/data, plans with src/domain and writes through the pipeline.',
      }],
    },
  },
  {
    // The data layer is the Firebase adapter, below the use-cases.
    files: ['src/data/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-reach': ['error', {
        forbidden: ['src/features', 'src/app', 'src/use-cases'],
        message: 'src/data is the Firebase adapter: it may not import a feature, src/app or a use-case.',
      }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-reach': ['error', { forbidden: ['.'], allowed: ['src/domain'], message: 'src/domain is pure and imports nothing outside src/domain.' }],
    },
  },
  {
    // The domain's own tests may read the shared fixtures (src/testing/domain) and the demo data (src/demo).
    files: ['src/domain/**/*.test.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-reach': ['error', { forbidden: ['.'], allowed: ['src/domain', 'src/testing/domain', 'src/demo'], message: 'src/domain is pure; its tests may add only the fixtures in src/testing/domain and the demo data in src/demo.' }],
    },
  },
  {
    // Demo data and the domain's test fixtures are pure TypeScript over the domain.
    files: ['src/demo/**/*.ts', 'src/testing/domain/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-reach': ['error', { forbidden: ['.'], allowed: ['src/domain', 'src/demo', 'src/testing/domain'], message: 'demo data and domain fixtures import only src/domain (and each other).' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['firebase', 'firebase/*', '@firebase/*', 'react', 'react-*'], message: 'demo data and domain fixtures are pure: no React or Firebase.' }] }],
    },
  },
  ...LOCALDB_LAYERS.map((layer) => ({
    files: [`localdb/${layer}/**/*.ts`],
    ignores: ['localdb/**/*.test.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-reach': ['error', {
        forbidden: LOCALDB_FORBIDDEN[layer].map((other) => `localdb/${other}`),
        message: `localdb/${layer} may import only the layers below it (${LOCALDB_LAYERS.join(' < ')}; rules keeps its own types).`,
      }],
    },
  })),
  {
    // Domain modules: only through their index, only downwards; no import cycle anywhere in src.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'domain-modules': domainModules },
    rules: { 'domain-modules/module-boundaries': ['error', { domain: 'src/domain', order: DOMAIN_MODULES, baseMayImport: ['vocabulary', 'records'] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'domain-modules': domainModules },
    rules: { 'domain-modules/no-cycle': 'error' },
  },
);
