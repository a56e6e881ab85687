// Build step: writes the first view of each public page as HTML (docs/PERFORMANCE.md, Paint before JavaScript).
// The information pages carry their text from the event configuration, the live pages their layout, headings and
// loading state; the app then hydrates that markup. `/` is index.html; every other prerendered page is
// `<name>.html`, served for its path (firebase.json rewrites; the browser suite's static server). The plain shell
// for every other path (admin, a competitor's page) is app.html, the hosts' fallback.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Plugin, type ResolvedConfig, createServer } from 'vite';
import { SHELL_FILE } from '../lib/shell-file.ts';
import { headScript, headScriptTag, listHeadScriptsInManifest, writeHeadScript } from './head-script.ts';
import { insertBeforeStylesheets } from './route-preload.ts';

/** Paths prerendered, and the file each is written to. */
export const PRERENDERED_PAGES: ReadonlyArray<{ path: string; file: string }> = [
  { path: '/', file: 'index.html' },
  ...['details', 'rules', 'venue', 'contact', 'about', 'live', 'schedule', 'entries', 'competitors', 'results'].map((name) => ({
    path: `/${name}`,
    file: `${name}.html`,
  })),
];

export { SHELL_FILE };

const ROOT = '<div id="root"></div>';
const READ_SCHEMAS = 'src/data/read-schemas.ts';

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The built files of the read schemas' chunk and what it imports, less what the entries load anyway. */
async function readSchemaFiles(outDir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(outDir, 'asset-manifest.json'), 'utf8')) as Manifest;
  const closure = (key: string, into: Set<string>): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entries = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entries);
  if (!manifest[READ_SCHEMAS]) throw new Error(`prerender-pages: the build's manifest has no chunk for ${READ_SCHEMAS}.`);
  return [...closure(READ_SCHEMAS, new Set())].filter((key) => !entries.has(key)).map((key) => manifest[key]?.file ?? '');
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
        const { renderPage, firstReadsScript } = (await server.ssrLoadModule(entryFile)) as {
          renderPage: (url: string) => Promise<string>;
          firstReadsScript: (base: string, checks: readonly string[]) => string;
        };
        // Every page (the shell too: a competitor's page) starts its first view's database reads from the HTML.
        const reads = headScript('first-reads', firstReadsScript(config.base, await readSchemaFiles(outDir)));
        writeHeadScript(outDir, reads);
        const shell = insertBeforeStylesheets(built, headScriptTag(reads, config.base));
        listHeadScriptsInManifest(outDir, shell, config.base);
        await writeFile(path.join(outDir, SHELL_FILE), shell);
        await writeFile(path.join(outDir, 'index.html'), shell);
        for (const page of PRERENDERED_PAGES) {
          let markup: string;
          try {
            markup = await renderPage(page.path);
          } catch (error) {
            // The plain shell still serves the path (the hosts fall back to it); the build says which page lost its first view.
            config.logger.warn(`prerender-pages: ${String(error)}; the page is served by ${SHELL_FILE}.`);
            continue;
          }
          const html = shell.replace(ROOT, `<div id="root" data-prerendered="${page.path}">${markup}</div>`);
          await writeFile(path.join(outDir, page.file), html);
        }
      } finally {
        await server.close();
        process.env.NODE_ENV = nodeEnv;
      }
    },
  };
}
