// Build step: writes the first view of each public page as HTML (docs/PERFORMANCE.md, Paint before JavaScript).
// The information pages carry their text from the event configuration, the live pages their layout, headings and
// loading state; the app then hydrates that markup. `/` is index.html; every other prerendered page is
// `<name>.html`, served for its path (firebase.json rewrites; the browser suite's static server). A route with a
// parameter may have a shell of its own (competitor.html for a competitor's page, ROUTE_SHELLS). The plain shell
// for every other path (admin, registration) is app.html, the hosts' fallback. Each page's <head> is written here
// (page-head.ts): the stylesheet first (inlined in part on prerendered pages, critical-css.ts), the page's own
// screen files as <link> tags, and its head scripts as files of their own (head-script.ts), never inline.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Plugin, type ResolvedConfig, createServer } from 'vite';
import { ROUTE_SHELLS, SHELL_FILE } from '../lib/shell-file.ts';
import { inlineCriticalCss } from './critical-css.ts';
import { FIRST_PAINT_ENTRIES, firstPaintScriptTag, isFirstPaintEntry } from './first-paint.ts';
import { type HeadScript, headScript, headScriptTag, listHeadScriptsInManifest, writeHeadScript } from './head-script.ts';
import { afterStylesheets, endOfHead, modulePreloadTag, stylesheetsFirst, withoutModulePreloads, withRouteFiles } from './page-head.ts';
import { type BuildManifest, closure } from './page-scripts.ts';
import { preloadScript, type RoutePreload, type RoutePreloadApi } from './route-preload.ts';

/** Paths prerendered, and the file each is written to. */
export const PRERENDERED_PAGES: ReadonlyArray<{ path: string; file: string }> = [
  { path: '/', file: 'index.html' },
  ...['details', 'rules', 'venue', 'contact', 'about', 'live', 'schedule', 'entries', 'competitors', 'results'].map((name) => ({
    path: `/${name}`,
    file: `${name}.html`,
  })),
];

export { ROUTE_SHELLS, SHELL_FILE };

const ROOT = '<div id="root"></div>';
const READ_SCHEMAS = 'src/data/read-schemas.ts';

async function readManifest(outDir: string): Promise<BuildManifest> {
  return JSON.parse(await readFile(path.join(outDir, 'asset-manifest.json'), 'utf8')) as BuildManifest;
}

/** The keys every page loads: the app's entries and their imports (a first-paint entry is one page's, not every page's). */
function sharedKeys(manifest: BuildManifest): Set<string> {
  const keys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry && !isFirstPaintEntry(key)) closure(manifest, key, keys);
  return keys;
}

/** The built files of the read schemas' chunk and what it imports, less what the entries load anyway. */
function readSchemaFiles(manifest: BuildManifest): string[] {
  if (!manifest[READ_SCHEMAS]) throw new Error(`prerender-pages: the build's manifest has no chunk for ${READ_SCHEMAS}.`);
  const shared = sharedKeys(manifest);
  return [...closure(manifest, READ_SCHEMAS, new Set())].filter((key) => !shared.has(key)).map((key) => manifest[key]?.file ?? '');
}

/** Each route's first-paint module (first-paint.ts) and everything it imports, entry first. */
function firstPaintFiles(manifest: BuildManifest): (route: string) => string[] {
  return (route) => {
    const entry = FIRST_PAINT_ENTRIES[route];
    if (!entry) return [];
    if (!manifest[entry]) throw new Error(`prerender-pages: the build's manifest has no chunk for ${entry}.`);
    return [...closure(manifest, entry, new Set())].map((key) => manifest[key]?.file ?? '');
  };
}

export interface PageModule {
  renderPage: (url: string) => Promise<string>;
  firstReadsScript: (base: string, checks: readonly string[], routes: readonly string[]) => string;
  pageReadsScript: (route: string) => string | null;
  FIRST_READ_ROUTES: readonly string[];
  FIRST_VIEWS_WITHOUT_READ_SCHEMAS: readonly string[];
}

/** Writes one page's HTML: `base` (the built index.html, stylesheet first) with its route's files and head scripts. */
export class PageWriter {
  readonly scripts: HeadScript[] = [];

  constructor(
    private readonly outDir: string,
    private readonly base: string,
    private readonly template: string,
    private readonly routes: RoutePreload[],
    private readonly checks: readonly string[],
    private readonly page: PageModule,
    private readonly firstPaint: (route: string) => string[] = () => [],
  ) {}

  /** A head script written as a file of its own, and its tag. */
  private script(name: string, source: string): string {
    const script = headScript(name, source);
    writeHeadScript(this.outDir, script);
    this.scripts.push(script);
    return headScriptTag(script, this.base);
  }

  /** The head of a page served for `route` only: the screen's files as tags, its first reads, the read checks. */
  forRoute(route: string, name: string): string {
    const files = this.routes.find((r) => r.path === route);
    let html = files ? withRouteFiles(this.template, files, this.base) : this.template;
    const reads = this.page.pageReadsScript(route);
    if (reads) {
      const [paint, ...paintImports] = this.firstPaint(route);
      // The first-paint module and its imports right behind the reads it paints from, ahead of the app's preloads:
      // over HTTP/1.1's six connections, asked later they arrived after React and the paint waited for them.
      html = withoutModulePreloads(html, paintImports, this.base);
      const paintTags = paint ? [firstPaintScriptTag(paint, this.base), ...paintImports.map((file) => modulePreloadTag(file, this.base))] : [];
      html = afterStylesheets(html, [this.script(`first-reads-${name}`, reads), ...paintTags]);
      // The read schemas (zod) check what the page reads, so they load beside the answers; not on a page that checks without them.
      if (!this.page.FIRST_VIEWS_WITHOUT_READ_SCHEMAS.includes(route)) html = endOfHead(html, this.checks.map((file) => modulePreloadTag(file, this.base)));
    }
    return html;
  }

  /** The app's shared shell: a route table and first reads for the public routes without a page of their own. */
  shell(servedElsewhere: ReadonlySet<string>): string {
    const routes = this.routes.filter((r) => !servedElsewhere.has(r.path));
    const reads = this.page.FIRST_READ_ROUTES.filter((route) => !servedElsewhere.has(route));
    const tags = [
      ...(routes.length > 0 ? [this.script('route-preload', preloadScript(routes, this.base))] : []),
      ...(reads.length > 0 ? [this.script('first-reads', this.page.firstReadsScript(this.base, this.checks, reads))] : []),
    ];
    return afterStylesheets(this.template, tags);
  }
}

/** The route-preload plugin's findings (the screens' files), through its API. */
function routesOf(config: ResolvedConfig): RoutePreload[] {
  const plugin = config.plugins.find((p) => p.name === 'route-preload') as { api?: RoutePreloadApi } | undefined;
  if (!plugin?.api) throw new Error('prerender-pages: the route-preload plugin is not in the build.');
  return plugin.api.routes();
}

export function prerenderPagesPlugin(entryFile: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const built = await readFile(path.join(outDir, 'index.html'), 'utf8');
      if (!built.includes(ROOT)) throw new Error(`prerender-pages: ${outDir}/index.html has no empty ${ROOT} to fill.`);
      // A dev-mode server only to load the app's modules for rendering; this plugin is build-only, so it does not recurse.
      // Its JSX is compiled for React's development runtime, so React must load as development in this process too.
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'development';
      const server = await createServer({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        // Node loads react-bootstrap's CommonJS files; Col's default export would arrive as an object (ssr-shims).
        resolve: { alias: [{ find: /^react-bootstrap\/Col$/, replacement: path.resolve(import.meta.dirname, 'ssr-shims/react-bootstrap-col.ts') }] },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const page = (await server.ssrLoadModule(entryFile)) as PageModule;
        const manifest = await readManifest(outDir);
        const writer = new PageWriter(outDir, config.base, stylesheetsFirst(built), routesOf(config), readSchemaFiles(manifest), page, firstPaintFiles(manifest));
        const servedElsewhere = new Set<string>();
        for (const { path: pagePath, file } of PRERENDERED_PAGES) {
          const route = pagePath.slice(1);
          let markup: string;
          try {
            markup = await page.renderPage(pagePath);
          } catch (error) {
            // The plain shell still serves the path (the hosts fall back to it); the build says which page lost its first view.
            config.logger.warn(`prerender-pages: ${String(error)}; the page is served by ${SHELL_FILE}.`);
            continue;
          }
          const html = writer.forRoute(route, route || 'home').replace(ROOT, `<div id="root" data-prerendered="${pagePath}">${markup}</div>`);
          await writeFile(path.join(outDir, file), await inlineCriticalCss(html, outDir, config.base));
          servedElsewhere.add(route);
        }
        for (const shell of ROUTE_SHELLS) {
          const html = writer.forRoute(shell.route, shell.file.replace(/\.html$/, ''));
          // The route's first view before its data (a loading state) is the same for every value of its parameter:
          // rendered with the parameter's name in its place, it must not show it.
          const param = shell.route.split('/').find((segment) => segment.startsWith(':')) ?? '';
          const markup: { rendered: string } | { problem: string } = await page.renderPage(`/${shell.route}`).then(
            (rendered) => (rendered.includes(param) ? { problem: `it shows ${param}` } : { rendered }),
            (error: unknown) => ({ problem: String(error) }),
          );
          if ('problem' in markup) {
            config.logger.warn(`prerender-pages: /${shell.route} has no first view shared by every ${param} (${markup.problem.slice(0, 200)}); ${shell.file} is a plain shell.`);
            await writeFile(path.join(outDir, shell.file), html);
          } else {
            const filled = html.replace(ROOT, `<div id="root" data-prerendered="/${shell.route}">${markup.rendered}</div>`);
            await writeFile(path.join(outDir, shell.file), await inlineCriticalCss(filled, outDir, config.base));
          }
          servedElsewhere.add(shell.route);
        }
        const shell = writer.shell(servedElsewhere);
        await writeFile(path.join(outDir, SHELL_FILE), shell);
        if (!servedElsewhere.has('')) await writeFile(path.join(outDir, 'index.html'), shell);
        listHeadScriptsInManifest(outDir, writer.scripts);
      } finally {
        await server.close();
        process.env.NODE_ENV = nodeEnv;
      }
    },
  };
}
