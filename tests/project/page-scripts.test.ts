// The 120 KB budget of a public page's first-view JavaScript (scripts/vite/page-scripts.ts, npm run bench:bundle).
import { type BuildManifest, PAGE_JS_BUDGET_BYTES, pageScripts, pagesOverBudget, scriptsNotInHtml } from '../../scripts/vite/page-scripts.ts';

const root = '/repo';
const routeTable = '/repo/src/app/route-table.tsx';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js', '_firebase-c.js'] },
  'src/connect-early-entry.ts': { file: 'assets/connect-d.js', isEntry: true, imports: ['_firebase-c.js'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_firebase-c.js': { file: 'assets/firebase-c.js' },
  '_zod-e.js': { file: 'assets/zod-e.js', imports: ['_react-b.js'] },
  '_style-f.css': { file: 'assets/style-f.css' },
  'src/features/live/routes/live.tsx': { file: 'assets/live-g.js', imports: ['_zod-e.js', '_style-f.css'] },
  'src/features/info/routes/home.tsx': { file: 'assets/home-h.js', imports: ['_react-b.js'] },
};

describe('pageScripts', () => {
  it('counts the entries, their static imports and the screen chunk with its own, each file once and no CSS', () => {
    const pages = pageScripts(manifest, [{ path: 'live', module: '../features/live/routes/live' }, { path: '', module: '../features/info/routes/home' }], routeTable, root);
    expect(pages).toEqual([
      { route: 'live', files: ['assets/index-a.js', 'assets/react-b.js', 'assets/firebase-c.js', 'assets/connect-d.js', 'assets/live-g.js', 'assets/zod-e.js'] },
      { route: '', files: ['assets/index-a.js', 'assets/react-b.js', 'assets/firebase-c.js', 'assets/connect-d.js', 'assets/home-h.js'] },
    ]);
  });

  it("counts a page's first-paint module (and what it imports) for that page alone", () => {
    const withPaint: BuildManifest = {
      ...manifest,
      'src/features/live/first-paint/entry.ts': { file: 'assets/first-paint-live-p.js', isEntry: true, imports: ['_day-q.js'] },
      '_day-q.js': { file: 'assets/day-q.js' },
    };
    const [live, home] = pageScripts(withPaint, [{ path: 'live', module: '../features/live/routes/live' }, { path: '', module: '../features/info/routes/home' }], routeTable, root);
    expect(live.files).toEqual(expect.arrayContaining(['assets/first-paint-live-p.js', 'assets/day-q.js']));
    expect(home.files).not.toContain('assets/first-paint-live-p.js');
    expect(home.files).not.toContain('assets/day-q.js');
  });

  it('refuses a screen the build does not have, rather than measuring a page without its screen', () => {
    expect(() => pageScripts(manifest, [{ path: 'gone', module: '../features/gone/routes/gone' }], routeTable, root)).toThrow(/no chunk for .*gone/);
  });
});

describe('pagesOverBudget', () => {
  it('lists a page one byte over 120 KB and passes one at exactly 120 KB', () => {
    expect(PAGE_JS_BUDGET_BYTES).toBe(122_880);
    const over = pagesOverBudget([
      { route: 'live', gzipBytes: 122_881 },
      { route: '', gzipBytes: 122_880 },
      { route: 'results', gzipBytes: 200_000 },
    ]);
    expect(over.map((p) => p.route)).toEqual(['results', 'live']);
  });
});

describe('scriptsNotInHtml', () => {
  const html = '<head><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/live.js"><link rel="preload" as="style" href="/assets/shared.css"></head>';

  it('names the first-view scripts the HTML neither loads nor preloads', () => {
    expect(scriptsNotInHtml(['assets/index.js', 'assets/live.js', 'assets/timeline.js'], html, '/')).toEqual(['assets/timeline.js']);
  });

  it('reads the files under the build\'s base path', () => {
    expect(scriptsNotInHtml(['assets/index.js'], html, '/comp/')).toEqual(['assets/index.js']);
  });
});
