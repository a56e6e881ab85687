// The build step that lets a page's screen chunks download with the HTML (scripts/vite/route-preload.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import vm from 'node:vm';
import type { Rolldown } from 'vite';
import { preloadScript, publicScreensOf, routePreloads } from '../../scripts/vite/route-preload.ts';

const routeTableFile = resolve(import.meta.dirname, '../../src/app/route-table.tsx');
/** The route table as the app builds it (imported by path: this project's TypeScript settings have no JSX). */
const routeTable = () => import(routeTableFile) as Promise<{ publicRoutes: { index?: boolean; path?: string }[] }>;

describe('publicScreensOf', () => {
  it('finds every public route of the route table, in order', async () => {
    const { publicRoutes } = await routeTable();
    const screens = publicScreensOf(readFileSync(routeTableFile, 'utf8'));
    expect(screens.map((s) => s.path)).toEqual(publicRoutes.map((route) => (route.index ? '' : route.path)));
    expect(screens.find((s) => s.path === 'live')?.module).toBe('../features/live/routes/live');
  });

  it('says what to update when the table no longer has publicRoutes', () => {
    expect(() => publicScreensOf('export const routes = [];')).toThrow(/publicRoutes/);
  });
});

function chunk(fileName: string, fields: Partial<Rolldown.OutputChunk> & { css?: string[] }): Rolldown.OutputChunk {
  const { css = [], ...rest } = fields;
  return { type: 'chunk', fileName, imports: [], isEntry: false, isDynamicEntry: false, facadeModuleId: null, viteMetadata: { importedCss: new Set(css) }, ...rest } as unknown as Rolldown.OutputChunk;
}

describe('routePreloads', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
    'assets/react.js': chunk('assets/react.js', {}),
    'assets/live.js': chunk('assets/live.js', { isDynamicEntry: true, facadeModuleId: resolve(import.meta.dirname, '../../src/features/live/routes/live.tsx'), imports: ['assets/react.js', 'assets/shared.js'], css: ['assets/live.css'] }),
    'assets/shared.js': chunk('assets/shared.js', { imports: ['assets/zod.js'] }),
    'assets/zod.js': chunk('assets/zod.js', { css: ['assets/table.css'] }),
    // /live's first-paint module: an entry of its own that imports the same shared chunk.
    'assets/first-paint-live.js': chunk('assets/first-paint-live.js', { isEntry: true, facadeModuleId: resolve(import.meta.dirname, '../../src/features/live/first-paint/entry.ts'), imports: ['assets/shared.js'] }),
  } as unknown as Rolldown.OutputBundle;

  it("lists a screen's chunk, what it imports beyond the entry's files, and their stylesheets", () => {
    const routes = routePreloads(bundle, [{ path: 'live', module: '../features/live/routes/live' }, { path: 'rules', module: '../features/info/routes/rules' }], routeTableFile);
    expect(routes).toEqual([{ path: 'live', scripts: ['assets/live.js', 'assets/shared.js', 'assets/zod.js'], styles: ['assets/live.css', 'assets/table.css'] }]);
  });

  it("keeps what a screen shares with a page's first-paint module: only the app's entry is loaded everywhere", () => {
    const routes = routePreloads(bundle, [{ path: 'schedule', module: '../features/live/routes/live' }], routeTableFile);
    expect(routes[0]?.scripts).toContain('assets/shared.js');
  });
});

/** Runs the shell's route table script as a browser would at `pathname`, returning the links it added. */
function linksAt(pathname: string, base = '/'): { rel: string; href: string }[] {
  const added: { rel: string; href: string }[] = [];
  const document = {
    head: { appendChild: (link: { rel: string; href: string }) => added.push({ rel: link.rel, href: link.href }) },
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
  };
  const routes = [
    { path: '', scripts: ['assets/home.js'], styles: [] },
    { path: 'competitors', scripts: ['assets/list.js'], styles: [] },
    { path: 'competitors/:id', scripts: ['assets/one.js', 'assets/shared.js'], styles: ['assets/one.css'] },
    { path: 'live', scripts: ['assets/live.js'], styles: [] },
  ];
  vm.runInNewContext(preloadScript(routes, base), { location: { pathname }, document, decodeURIComponent });
  return added;
}

describe('preloadScript', () => {
  it("preloads the matching screen's scripts and stylesheets", () => {
    expect(linksAt('/competitors/daniel%20yilmaz')).toEqual([
      { rel: 'modulepreload', href: '/assets/one.js' },
      { rel: 'modulepreload', href: '/assets/shared.js' },
      { rel: 'stylesheet', href: '/assets/one.css' },
    ]);
  });

  it('matches the index, a trailing slash and any case, as the router does', () => {
    expect(linksAt('/').map((l) => l.href)).toEqual(['/assets/home.js']);
    expect(linksAt('/LIVE/').map((l) => l.href)).toEqual(['/assets/live.js']);
    expect(linksAt('/competitors').map((l) => l.href)).toEqual(['/assets/list.js']);
  });

  it('adds nothing for an unknown or malformed path', () => {
    expect(linksAt('/no/such/page')).toEqual([]);
    expect(linksAt('/competitors/%E0%A4%A')).toEqual([]);
  });

  it('serves from a base path', () => {
    expect(linksAt('/site/live', '/site/').map((l) => l.href)).toEqual(['/site/assets/live.js']);
  });
});
