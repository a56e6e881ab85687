// Each built page's <head> (scripts/vite/page-head.ts, prerender-pages.ts' PageWriter, critical-css.ts): the
// stylesheet first, the page's own screen files as tags, head scripts as files of their own, nothing inline that
// the site's CSP (script-src 'self', no handlers) would refuse.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineCriticalCss } from '../../scripts/vite/critical-css.ts';
import { afterStylesheets, headScriptFiles, inlineHandlers, inlineScripts, stylesheetsFirst, withoutModulePreloads, withRouteFiles } from '../../scripts/vite/page-head.ts';
import { type PageModule, PageWriter } from '../../scripts/vite/prerender-pages.ts';

/** index.html as Vite writes it: the app's module, its preloads, the stylesheet, the early-connect entry. */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Ballroom competition</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <script type="module" async crossorigin src="/assets/connect-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const before = (html: string, a: string, b: string) => html.indexOf(a) !== -1 && html.indexOf(b) !== -1 && html.indexOf(a) < html.indexOf(b);

describe('stylesheetsFirst', () => {
  it('moves the stylesheet above every script and preload, right after the title', () => {
    const html = stylesheetsFirst(BUILT);
    expect(before(html, '</title>', 'index-1.css')).toBe(true);
    expect(before(html, 'index-1.css', 'index-1.js')).toBe(true);
    expect(before(html, 'index-1.css', 'react-1.js')).toBe(true);
    expect(html.match(/index-1\.css/g)).toHaveLength(1);
  });
});

describe('withRouteFiles', () => {
  it("adds the route's stylesheet after the app's and its scripts' preloads at the end of the head", () => {
    const html = withRouteFiles(stylesheetsFirst(BUILT), { path: 'live', scripts: ['assets/live-1.js'], styles: ['assets/live-1.css'] }, '/');
    expect(before(html, 'index-1.css', 'live-1.css')).toBe(true);
    expect(before(html, 'live-1.css', 'index-1.js')).toBe(true);
    expect(before(html, 'connect-1.js', '<link rel="modulepreload" crossorigin href="/assets/live-1.js">')).toBe(true);
    expect(before(html, 'live-1.js', '</head>')).toBe(true);
  });
});

describe('headScriptFiles and inline checks', () => {
  it("finds the page's head scripts under the base path", () => {
    const html = afterStylesheets(BUILT, ['<script async fetchpriority="high" src="/site/assets/first-reads-live-1.js"></script>']);
    expect(headScriptFiles(html, '/site/')).toEqual(['assets/first-reads-live-1.js']);
    expect(headScriptFiles(BUILT, '/')).toEqual([]);
  });

  it('finds inline scripts and handlers, not scripts with a src', () => {
    expect(inlineScripts(BUILT)).toEqual([]);
    expect(inlineScripts('<head><script>go()</script><script type="module">x</script></head>')).toHaveLength(2);
    expect(inlineHandlers('<link rel="stylesheet" href="/a.css" media="print" onload="this.media=\'all\'">')).toHaveLength(1);
    expect(inlineHandlers(BUILT)).toEqual([]);
  });
});

describe('PageWriter', () => {
  let outDir: string;
  const page: PageModule = {
    renderPage: () => Promise.resolve(''),
    firstReadsScript: (_base, checks, routes) => `table(${JSON.stringify(routes)},${JSON.stringify(checks)})`,
    pageReadsScript: (route) => (['live', 'competitors/:id', 'about'].includes(route) ? `ask(${JSON.stringify(route)})` : null),
    FIRST_READ_ROUTES: ['live', 'competitors/:id'],
    FIRST_VIEWS_WITHOUT_READ_SCHEMAS: ['about'],
  };
  const routes = [
    { path: '', scripts: ['assets/home-1.js'], styles: [] },
    { path: 'live', scripts: ['assets/live-1.js'], styles: ['assets/live-1.css'] },
    { path: 'register', scripts: ['assets/register-1.js'], styles: [] },
    { path: 'competitors/:id', scripts: ['assets/one-1.js'], styles: [] },
  ];
  const writer = () => new PageWriter(outDir, '/', stylesheetsFirst(BUILT), routes, ['assets/read-schemas-1.js'], page);
  const scriptOf = (html: string, name: string) => {
    const file = headScriptFiles(html, '/').find((f) => f.includes(name));
    return file ? readFileSync(join(outDir, file), 'utf8') : undefined;
  };

  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'page-head-'));
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it("gives a route's page its screen files as tags and its first reads as a file, and nothing inline", () => {
    const w = writer();
    const html = w.forRoute('live', 'live');
    expect(inlineScripts(html)).toEqual([]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/live-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/read-schemas-1.js">');
    expect(html).not.toContain('route-preload');
    expect(scriptOf(html, 'first-reads-live')).toBe('ask("live")');
    expect(before(html, 'index-1.css', 'first-reads-live')).toBe(true);
    expect(w.scripts.map((s) => s.file)).toEqual([headScriptFiles(html, '/')[0]]);
  });

  it("puts a route's first-paint module and its imports right behind its first reads, ahead of the screen's preloads, once each", () => {
    const routesWithShared = routes.map((r) => (r.path === 'live' ? { ...r, scripts: ['assets/live-1.js', 'assets/day-1.js'] } : r));
    const w = new PageWriter(outDir, '/', stylesheetsFirst(BUILT), routesWithShared, [], page, (route) => (route === 'live' ? ['assets/first-paint-live-1.js', 'assets/day-1.js'] : []));
    const html = w.forRoute('live', 'live');
    expect(html).toContain('<script type="module" async crossorigin src="/assets/first-paint-live-1.js"></script>');
    expect(before(html, 'first-reads-live', 'first-paint-live-1.js')).toBe(true);
    expect(before(html, 'first-paint-live-1.js', 'assets/day-1.js')).toBe(true);
    expect(before(html, 'assets/day-1.js', 'assets/live-1.js')).toBe(true);
    expect(html.split('href="/assets/day-1.js"').length - 1).toBe(1);
    expect(w.forRoute('', 'home')).not.toContain('first-paint');
  });

  it('leaves the read schemas out of a page whose first view checks its reads without them', () => {
    const html = writer().forRoute('about', 'about');
    expect(scriptOf(html, 'first-reads-about')).toBe('ask("about")');
    expect(html).not.toContain('read-schemas');
  });

  it('gives a page without early reads no head script at all', () => {
    const html = writer().forRoute('', 'home');
    expect(headScriptFiles(html, '/')).toEqual([]);
    expect(html).toContain('/assets/home-1.js');
    expect(html).not.toContain('read-schemas');
  });

  it('gives the shared shell a route table and first reads only for the routes without a page of their own', () => {
    const html = writer().shell(new Set(['', 'live', 'competitors/:id']));
    expect(inlineScripts(html)).toEqual([]);
    const table = scriptOf(html, 'route-preload') ?? '';
    expect(table).toContain('assets/register-1.js');
    expect(table).not.toContain('assets/live-1.js');
    expect(table).not.toContain('assets/one-1.js');
    expect(scriptOf(html, 'first-reads')).toBeUndefined();
    expect(scriptOf(writer().shell(new Set([''])), 'first-reads')).toBe('table(["live","competitors/:id"],["assets/read-schemas-1.js"])');
  });
});

describe('inlineCriticalCss', () => {
  it('inlines the rules the markup uses and loads the whole stylesheet with plain links, no script or handler', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'critical-css-'));
    try {
      mkdirSync(join(outDir, 'assets'));
      writeFileSync(join(outDir, 'assets/index-1.css'), '.used{color:red}.unused-rule{color:blue}');
      const html = stylesheetsFirst(BUILT).replace('<div id="root"></div>', '<div id="root"><p class="used">Hello</p></div>');
      const out = await inlineCriticalCss(html, outDir, '/');
      expect(out).toMatch(/<style>[^<]*\.used\{color:red\}[^<]*<\/style>/);
      expect(out).not.toContain('unused-rule');
      expect(before(out, '<style>', 'index-1.js')).toBe(true);
      expect(out).toMatch(/<link rel="preload"[^>]*href="\/assets\/index-1\.css"[^>]*as="style"/);
      expect(before(out, '<p class="used">', '<link rel="stylesheet" crossorigin href="/assets/index-1.css">')).toBe(true);
      expect(inlineScripts(out)).toEqual([]);
      expect(inlineHandlers(out)).toEqual([]);
      expect(readFileSync(join(outDir, 'assets/index-1.css'), 'utf8')).toContain('unused-rule');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('withoutModulePreloads', () => {
  it('takes out exactly the named files’ modulepreload tags, lines and all', () => {
    const html = '<head>\n    <link rel="modulepreload" crossorigin href="/assets/a.js">\n    <link rel="modulepreload" crossorigin href="/assets/b.js">\n  </head>';
    expect(withoutModulePreloads(html, ['assets/a.js'], '/')).toBe('<head>\n    <link rel="modulepreload" crossorigin href="/assets/b.js">\n  </head>');
    expect(withoutModulePreloads(html, ['assets/c.js', 'assets/a.'], '/')).toBe(html);
  });
});
