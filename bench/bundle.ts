// npm run bench:bundle — the gzipped JavaScript each public page loads before its first view, read from a build
// (default dist/; `--dist <dir>`), against the 120 KB budget (issue 33). Not a timed figure: sizes of files.
// `--check` exits 1 when a page is over the budget. Run `npm run build` first.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_SHELLS, SHELL_FILE } from '../scripts/lib/shell-file.ts';
import { headScriptFiles } from '../scripts/vite/page-head.ts';
import { PRERENDERED_PAGES } from '../scripts/vite/prerender-pages.ts';
import { type BuildManifest, htmlFileForRoute, PAGE_JS_BUDGET_BYTES, pageScripts, pagesOverBudget, scriptsNotInHtml } from '../scripts/vite/page-scripts.ts';
import { publicScreensOf } from '../scripts/vite/route-preload.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUTE_TABLE = path.join(ROOT, 'src/app/route-table.tsx');
/** Not a visitor's page: the judge's tablet loads the SDK and the marking screen on purpose. */
const NOT_PUBLIC = new Set(['judges/:judgeid']);

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dist = path.resolve(option('--dist') ?? path.join(ROOT, 'dist'));
const manifest = JSON.parse(readFileSync(path.join(dist, 'asset-manifest.json'), 'utf8')) as BuildManifest;
const screens = publicScreensOf(readFileSync(ROUTE_TABLE, 'utf8')).filter((s) => !NOT_PUBLIC.has(s.path));
const gzipOf = new Map<string, number>();
const gzip = (file: string) => {
  if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipOf.get(file) ?? 0;
};

/** The head scripts of the HTML the host serves for the route (a prerendered page's file only if the build wrote it). */
const headScripts = (route: string) => {
  const file = htmlFileForRoute(route, PRERENDERED_PAGES, ROUTE_SHELLS, SHELL_FILE);
  const html = path.join(dist, existsSync(path.join(dist, file)) ? file : SHELL_FILE);
  return headScriptFiles(readFileSync(html, 'utf8'), '/');
};

/** A chunk by its name in the manifest: the app's shared chunks are named by their hash alone (vite.config.ts). */
const nameOfFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, (chunk as { name?: string }).name]));
const chunkName = (file: string) => nameOfFile.get(file) ?? path.basename(file).replace(/-[\w-]{7,8}\.js$/, '');

const pages = pageScripts(manifest, screens, ROUTE_TABLE, ROOT, headScripts).map((page) => ({
  ...page,
  gzipBytes: page.files.reduce((sum, file) => sum + gzip(file), 0),
}));
console.log(`| Page | Scripts | JS (gzip -9) | Largest scripts |\n| --- | ---: | ---: | --- |`);
for (const page of pages) {
  const largest = [...page.files].sort((a, b) => gzip(b) - gzip(a)).slice(0, 4).map((f) => `${chunkName(f)} ${kb(gzip(f))}`);
  console.log(`| \`/${page.route}\` | ${page.files.length} | ${kb(page.gzipBytes)} | ${largest.join(', ')} |`);
}
const over = pagesOverBudget(pages.map(({ route, gzipBytes }) => ({ route, gzipBytes })));
console.log(over.length === 0 ? `\nEvery public page within ${kb(PAGE_JS_BUDGET_BYTES)}.` : `\nOver ${kb(PAGE_JS_BUDGET_BYTES)}: ${over.map((p) => `/${p.route} (${kb(p.gzipBytes)})`).join(', ')}.`);
// A prerendered page must ask for every script counted here from its HTML (route-preload.ts, first-paint.ts).
const unasked = pages.flatMap((page) => {
  const prerendered = PRERENDERED_PAGES.find((p) => p.path === `/${page.route}`);
  if (!prerendered) return [];
  const missing = scriptsNotInHtml(page.files, readFileSync(path.join(dist, prerendered.file), 'utf8'), '/');
  return missing.length > 0 ? [`${prerendered.file} does not ask for ${missing.join(', ')}`] : [];
});
for (const line of unasked) console.log(`Not asked for from the HTML: ${line}.`);
if (process.argv.includes('--check') && (over.length > 0 || unasked.length > 0)) process.exitCode = 1;
