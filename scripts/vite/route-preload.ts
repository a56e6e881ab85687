// Build step: the page's own screen code starts downloading with the HTML, not after the app's main
// bundle has run. Every public screen is a lazy chunk (src/app/route-table.tsx), so without this a phone
// waits for the main bundle (React, the Firebase SDK), then asks for the screen's chunks, one more round
// of requests on a slow network before the screen can even ask the database for its data. The plugin
// finds each public screen's chunks and CSS; the page step (prerender-pages.ts, page-head.ts) writes them as
// <link rel="modulepreload"> tags into the page served for that route, and the app's shared shell gets a small
// script (a file of its own: the site's CSP refuses inline scripts) that matches location.pathname against the
// routes it serves and adds those links.
// The same files are what Vite's own preload helper would request later; the browser reuses the
// preloaded ones. See docs/PERFORMANCE.md, "Web on a phone network".
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { isFirstPaintModule } from './first-paint.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export interface ScreenRoute {
  /** The route's path as written in the route table ('' for the index route), e.g. 'competitors/:id'. */
  path: string;
  /** The module specifier of its lazy import, relative to the route table. */
  module: string;
}

/**
 * The public routes of the route table's source: each `screen('path' | null, name, () => import('...'))`
 * inside `publicRoutes`. Read from the source because the table's lazy imports only exist as text at
 * build time; tests/build/route-preload.test.ts checks this finds every public route.
 */
export function publicScreensOf(routeTableSource: string): ScreenRoute[] {
  const start = routeTableSource.indexOf('export const publicRoutes');
  if (start === -1) throw new Error('route-preload: the route table has no `export const publicRoutes`; update scripts/vite/route-preload.ts.');
  const end = routeTableSource.indexOf('];', start);
  const block = routeTableSource.slice(start, end === -1 ? undefined : end);
  const screen = /screen\(\s*(null|'([^']*)')\s*,[^,]+,\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  return [...block.matchAll(screen)].map((m) => ({ path: m[1] === 'null' ? '' : (m[2] ?? ''), module: m[3] ?? '' }));
}

/** A route's files: its chunk, the chunks it imports (not those of the app's entry) and their CSS. */
export interface RoutePreload {
  path: string;
  scripts: string[];
  styles: string[];
}

type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

function closure(bundle: OutputBundle, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into;
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

export function routePreloads(bundle: OutputBundle, screens: ScreenRoute[], routeTableFile: string): RoutePreload[] {
  const chunks = Object.values(bundle).filter((c): c is ChunkWithCss => c.type === 'chunk');
  const entryFiles = new Set<string>();
  // The app's entry: a page's first-paint module is an entry too, but only its own page loads it.
  for (const entry of chunks.filter((c) => c.isEntry && !isFirstPaintModule(c.facadeModuleId))) closure(bundle, entry.fileName, entryFiles);
  const byModule = new Map(chunks.filter((c) => c.isDynamicEntry && c.facadeModuleId).map((c) => [withoutExtension(c.facadeModuleId ?? ''), c]));
  return screens.flatMap((screen) => {
    const chunk = byModule.get(withoutExtension(path.resolve(path.dirname(routeTableFile), screen.module)));
    if (!chunk) return [];
    const files = [...closure(bundle, chunk.fileName, new Set())].filter((file) => !entryFiles.has(file));
    const styles = new Set(files.flatMap((file) => [...((bundle[file] as ChunkWithCss).viteMetadata?.importedCss ?? [])]));
    return [{ path: screen.path, scripts: files, styles: [...styles] }];
  });
}

/**
 * The shell's route table script: kept in ES5 and without helpers so it runs as written in any browser. Segments match
 * case-insensitively and `:param` matches any one segment, as react-router matches these routes.
 */
export function preloadScript(routes: RoutePreload[], base: string): string {
  const table = routes.map((r) => [r.path.toLowerCase(), r.scripts, r.styles]);
  return `(function(){var b=${JSON.stringify(base)},t=${JSON.stringify(table)};`
    + `var p=location.pathname.slice(b.length-1).replace(/^\\/+|\\/+$/g,'').toLowerCase().split('/');if(p.length===1&&p[0]==='')p=[];`
    + `try{p=p.map(decodeURIComponent)}catch(e){return}`
    + `for(var i=0;i<t.length;i++){var r=t[i][0]===''?[]:t[i][0].split('/');if(r.length!==p.length)continue;var ok=true;`
    + `for(var j=0;j<r.length;j++)if(r[j].charAt(0)!==':'&&r[j]!==p[j])ok=false;if(!ok)continue;`
    + `var h=document.head;t[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=b+f;h.appendChild(l)});`
    + `t[i][2].forEach(function(f){var l=document.createElement('link');l.rel='stylesheet';l.crossOrigin='';l.href=b+f;h.appendChild(l)});return}})();`;
}

/** What the plugin found in the build, for the page step (prerender-pages.ts) that writes each page's head. */
export interface RoutePreloadApi {
  routes(): RoutePreload[];
}

export function routePreloadPlugin(routeTableFile: string): Plugin<RoutePreloadApi> {
  let routes: RoutePreload[] | undefined;
  return {
    name: 'route-preload',
    apply: 'build',
    api: {
      routes() {
        if (!routes) throw new Error('route-preload: the build has not written index.html yet.');
        return routes;
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const screens = publicScreensOf(fs.readFileSync(routeTableFile, 'utf8'));
        routes = routePreloads(ctx.bundle as OutputBundle, screens, routeTableFile);
        return html;
      },
    },
  };
}
