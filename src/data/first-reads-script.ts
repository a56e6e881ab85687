// The script the build writes beside each page's HTML (a file of its own: the site's CSP refuses inline scripts;
// scripts/vite/prerender-pages.ts) that asks the database's REST interface for the first view's paths
// (first-view-reads.ts) at once, while the app's scripts download. Each request and its answer wait in
// window.__firstReads[path] for the live store (early-answers.ts); window.__firstReadsSettled says when all have
// answered (or failed), and the database SDK loads only then (socket-sdk-loader.ts). ES5 without helpers.
// A page of its own (a prerendered page, a route's shell) gets only its route's paths, the route's parameter taken
// from the address (pageReadsScriptOf); the app's shared shell gets a table of routes to match (firstReadsScriptOf).
import eventConfig from '@event-config';
import { emulatorHosts } from './emulator-hosts';
import { FIRST_VIEW_READS } from './first-view-reads';
import { restLocation } from './rest-location';

const PATH_MARK = '__PATH__';

/** Asks for every path of the array `d` (`:id` already replaced), with `u` the URL template. */
const ASK_PATHS = `var w=window.__firstReads={},q=[];d.forEach(function(d){`
  + `var e=w[d]={},l=u.replace(${JSON.stringify(PATH_MARK)},d.split('/').map(encodeURIComponent).join('/'));`
  + `e.promise=fetch(l,{cache:'no-store'}).then(function(a){if(!a.ok)throw new Error(String(a.status));return a.json()})`
  + `.then(function(v){e.done=true;e.value=v;return v});q.push(e.promise['catch'](function(){}))});`
  + `window.__firstReadsSettled=Promise.all(q);`;

/**
 * The script for a table of route → paths and a REST URL with `__PATH__` where the encoded path goes.
 * `checks`: the built files of the read schemas (lazy-schema.ts), preloaded on those pages so the answers can be
 * checked as soon as they arrive.
 */
export function firstReadsScriptOf(reads: Readonly<Record<string, readonly string[]>>, urlTemplate: string, base: string, checks: readonly string[] = []): string {
  const table = Object.entries(reads).map(([route, paths]) => [route.toLowerCase(), paths]);
  return `(function(){try{var b=${JSON.stringify(base)},u=${JSON.stringify(urlTemplate)},t=${JSON.stringify(table)},c=${JSON.stringify(checks)};`
    + `var s=location.pathname.slice(b.length-1).replace(/^\\/+|\\/+$/g,''),p=s===''?[]:s.split('/');p=p.map(decodeURIComponent);`
    + `for(var i=0;i<t.length;i++){var r=t[i][0].split('/');if(r.length!==p.length)continue;var ok=true,id=null;`
    + `for(var j=0;j<r.length;j++){if(r[j].charAt(0)===':')id=p[j];else if(r[j]!==p[j].toLowerCase())ok=false}if(!ok)continue;`
    + `var d=t[i][1].map(function(d){return id===null?d:d.split(':id').join(id)});${ASK_PATHS}`
    + `c.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=b+f;document.head.appendChild(l)});return}}catch(x){}})();`;
}

/**
 * The script for one route's page, served only for that route: no table to match. A route with a parameter
 * (`competitors/:id`) takes it from the address, counted from the end (a base path may come before the route).
 */
export function pageReadsScriptOf(route: string, paths: readonly string[], urlTemplate: string): string {
  const segments = route.split('/');
  const fromEnd = segments.length - 1 - segments.findIndex((segment) => segment.startsWith(':'));
  const param = fromEnd < segments.length
    ? `var s=location.pathname.replace(/\\/+$/,'').split('/'),id=decodeURIComponent(s[s.length-${fromEnd + 1}]);`
      + `d=d.map(function(d){return d.split(':id').join(id)});`
    : '';
  return `(function(){try{var u=${JSON.stringify(urlTemplate)},d=${JSON.stringify(paths)};${param}${ASK_PATHS}}catch(x){}})();`;
}

/** The REST URL template of this build's configuration's database (local or hosted). */
function urlTemplate(): string {
  return restLocation(eventConfig.firebase, eventConfig.useEmulators ? emulatorHosts() : null)(PATH_MARK);
}

/** The shared shell's script: the routes of `routes` (default every spectator route), the site's base path, the read schemas' files. */
export function firstReadsScript(base: string, checks: readonly string[], routes: readonly string[] = Object.keys(FIRST_VIEW_READS)): string {
  const reads = Object.fromEntries(Object.entries(FIRST_VIEW_READS).filter(([route]) => routes.includes(route)));
  return firstReadsScriptOf(reads, urlTemplate(), base, checks);
}

/** One route's script (pageReadsScriptOf), or null when the route's first view reads nothing early. */
export function pageReadsScript(route: string): string | null {
  const paths = FIRST_VIEW_READS[route];
  return paths ? pageReadsScriptOf(route, paths, urlTemplate()) : null;
}

/** The spectator routes whose first view the HTML starts reading. */
export const FIRST_READ_ROUTES: readonly string[] = Object.keys(FIRST_VIEW_READS);
