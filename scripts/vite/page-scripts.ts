// What a public page's first view loads, read from the build's manifest (dist/asset-manifest.json): the
// entries' scripts with everything they import statically (index.html's app and the early-connect entry), and
// the page's screen chunk with its static imports (route-preload.ts preloads exactly those from the HTML).
// Chunks the app imports later (`import()`: sign-in, analytics, the next screen) are not part of it.
// docs/PERFORMANCE.md, "Smaller scripts" (issue 33): the budget is 120 KB of gzipped JavaScript per page.
import path from 'node:path';
import { FIRST_PAINT_ENTRIES, isFirstPaintEntry } from './first-paint.ts';
import type { ScreenRoute } from './route-preload.ts';

/** The parts of Vite's manifest this reads: key (source path or `_chunk`) → its file and static imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** Gzipped JavaScript a public page may load before its first view. */
export const PAGE_JS_BUDGET_BYTES = 120 * 1024;

export interface PageScripts {
  /** The route as written in the route table ('' for `/`). */
  route: string;
  /** Built files, each once, entries' first. */
  files: string[];
}

export function closure(manifest: BuildManifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The manifest key of a screen's module: its path from the project root, as Vite writes it. */
export function screenKey(manifest: BuildManifest, routeTableFile: string, projectRoot: string, module: string): string | undefined {
  const absolute = path.resolve(path.dirname(routeTableFile), module);
  const relative = path.relative(projectRoot, absolute).split(path.sep).join('/');
  return Object.keys(manifest).find((key) => key.replace(/\.[cm]?[jt]sx?$/, '') === relative);
}

/**
 * Each screen's initial scripts; a screen the manifest does not list is an error (the route table moved on).
 * `headScripts`: the built files of the head scripts of the HTML served for the route (head-script.ts: its first
 * reads, the shell's route table), which load before the first view too.
 */
export function pageScripts(manifest: BuildManifest, screens: ScreenRoute[], routeTableFile: string, projectRoot: string, headScripts: (route: string) => string[] = () => []): PageScripts[] {
  const entries = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry && !isFirstPaintEntry(key)) closure(manifest, key, entries);
  return screens.map((screen) => {
    const key = screenKey(manifest, routeTableFile, projectRoot, screen.module);
    if (!key) throw new Error(`page-scripts: the build's manifest has no chunk for ${screen.module} (route '${screen.path}').`);
    const own = closure(manifest, key, new Set());
    // The page's first-paint module (first-paint.ts) loads with its HTML, before the first view, like the screen.
    const firstPaint = FIRST_PAINT_ENTRIES[screen.path];
    if (firstPaint) closure(manifest, firstPaint, own);
    const keys = [...entries, ...[...own].filter((k) => !entries.has(k))];
    const files = [...new Set([...keys.map((k) => manifest[k]?.file ?? ''), ...headScripts(screen.path)].filter((file) => file.endsWith('.js')))];
    return { route: screen.path, files };
  });
}

/** The build's HTML file a host serves for a route of the route table ('' for `/`, `competitors/:id`). */
export function htmlFileForRoute(route: string, prerendered: ReadonlyArray<{ path: string; file: string }>, routeShells: ReadonlyArray<{ route: string; file: string }>, shellFile: string): string {
  return prerendered.find((page) => page.path === `/${route}`)?.file ?? routeShells.find((shell) => shell.route === route)?.file ?? shellFile;
}

export interface PageWeight {
  route: string;
  gzipBytes: number;
}

/** The pages over the budget, heaviest first; empty when every page fits. */
export function pagesOverBudget(weights: PageWeight[], budgetBytes = PAGE_JS_BUDGET_BYTES): PageWeight[] {
  return weights.filter((w) => w.gzipBytes > budgetBytes).sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * The page's first-view scripts its prerendered HTML does not ask for (as a script or a modulepreload): each would be
 * found only once the scripts before it have run, one more round trip on a phone before the page has its data.
 */
export function scriptsNotInHtml(files: readonly string[], html: string, base: string): string[] {
  const asked = new Set([...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]));
  return files.filter((file) => !asked.has(`${base}${file}`));
}
