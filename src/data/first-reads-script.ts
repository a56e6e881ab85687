// The inline script the build writes into each page's HTML (scripts/vite/prerender-pages.ts): it matches
// location.pathname against the spectator pages of first-view-reads.ts and asks the database's REST interface
// for that page's paths at once, while the scripts download. Each request and its answer wait in
// window.__firstReads[path] for the live store (early-answers.ts); window.__firstReadsSettled says when all have
// answered (or failed), and the database SDK loads only then (socket-sdk-loader.ts). ES5 without helpers.
import eventConfig from '@event-config';
import { emulatorHosts } from './emulator-hosts';
import { FIRST_VIEW_READS } from './first-view-reads';
import { restLocation } from './rest-location';

const PATH_MARK = '__PATH__';

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
    + `var w=window.__firstReads={},q=[];t[i][1].forEach(function(d){if(id!==null)d=d.split(':id').join(id);`
    + `var e=w[d]={},l=u.replace(${JSON.stringify(PATH_MARK)},d.split('/').map(encodeURIComponent).join('/'));`
    + `e.promise=fetch(l,{cache:'no-store'}).then(function(a){if(!a.ok)throw new Error(String(a.status));return a.json()})`
    + `.then(function(v){e.done=true;e.value=v;return v});q.push(e.promise['catch'](function(){}))});`
    + `window.__firstReadsSettled=Promise.all(q);`
    + `c.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=b+f;document.head.appendChild(l)});return}}catch(x){}})();`;
}

/** This build's script: its configuration's database (local or hosted), the site's base path, the read schemas' files. */
export function firstReadsScript(base: string, checks: readonly string[]): string {
  const urlOf = restLocation(eventConfig.firebase, eventConfig.useEmulators ? emulatorHosts() : null);
  return firstReadsScriptOf(FIRST_VIEW_READS, urlOf(PATH_MARK), base, checks);
}
