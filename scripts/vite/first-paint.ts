// Build step: a page's first-paint module, which paints its first live values from the REST answers before the app
// has loaded (docs/ARCHITECTURE.md, "First live values before the scripts"), as an entry chunk of its own. Only that
// page's HTML loads it (prerender-pages.ts); page-scripts.ts counts it in that page's budget only.
import path from 'node:path';
import type { Plugin } from 'vite';

/** Route (as in the route table) → its first-paint entry, from the project root (also its key in the build's manifest). */
export const FIRST_PAINT_ENTRIES: Readonly<Record<string, string>> = {
  live: 'src/features/live/first-paint/entry.ts',
  schedule: 'src/features/running-order/first-paint/entry.ts',
  'competitors/:id': 'src/features/competitors/first-paint/entry.ts',
};

export function firstPaintPlugin(root: string): Plugin {
  return {
    name: 'first-paint',
    apply: 'build',
    buildStart() {
      for (const [route, file] of Object.entries(FIRST_PAINT_ENTRIES)) this.emitFile({ type: 'chunk', id: path.resolve(root, file), name: `first-paint-${route.replace(/\W+/g, '-')}` });
    },
  };
}

/** The manifest keys of the first-paint entries: not part of every page, as the app's entries are. */
export function isFirstPaintEntry(key: string): boolean {
  return Object.values(FIRST_PAINT_ENTRIES).includes(key);
}

/** Whether a chunk's module (its absolute facadeModuleId) is a first-paint entry: the app's entry files are not. */
export function isFirstPaintModule(moduleId: string | null): boolean {
  return moduleId !== null && Object.values(FIRST_PAINT_ENTRIES).some((file) => moduleId.split(path.sep).join('/').endsWith(`/${file}`));
}

export const firstPaintScriptTag = (file: string, base: string) => `<script type="module" async crossorigin src="${base}${file}"></script>`;
