// The <head> of each built page (docs/PERFORMANCE.md, "Web on a phone network"). The stylesheet comes first, so a
// phone on a slow link asks for it before the scripts and preloads that would share the link with it. A page served
// for one route only (a prerendered page, a route's shell) names its screen's files as plain <link> tags, so it needs
// no script to find them; the app's shared shell keeps a small script with the routes it serves. Scripts are files of
// their own, never inline: the site's Content-Security-Policy (firebase.json) allows scripts only from the site.
import type { RoutePreload } from './route-preload.ts';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/** `html` with its stylesheet links moved to the top of <head>, right after the title. */
export function stylesheetsFirst(html: string): string {
  const links = html.match(STYLESHEET) ?? [];
  if (links.length === 0) return html;
  const rest = html.replace(STYLESHEET, '');
  const at = rest.indexOf('</title>');
  if (at === -1) throw new Error('page-head: the page has no <title> to put its stylesheet after.');
  const end = at + '</title>'.length;
  const block = links.map((link) => `\n    ${link.trim()}`).join('');
  return rest.slice(0, end) + block + rest.slice(end);
}

/** `tags` (one per line) right after the last stylesheet link of <head> (or after the title when it has none). */
export function afterStylesheets(html: string, tags: readonly string[]): string {
  if (tags.length === 0) return html;
  const head = html.slice(0, html.indexOf('</head>'));
  const links = [...head.matchAll(STYLESHEET)];
  const last = links[links.length - 1];
  const at = last ? (last.index ?? 0) + last[0].trimEnd().length : head.indexOf('</title>') + '</title>'.length;
  return html.slice(0, at) + tags.map((tag) => `\n    ${tag}`).join('') + html.slice(at);
}

/** `tags` at the end of <head>. */
export function endOfHead(html: string, tags: readonly string[]): string {
  if (tags.length === 0) return html;
  return html.replace(/\n?\s*<\/head>/, `${tags.map((tag) => `\n    ${tag}`).join('')}\n  </head>`);
}

export const modulePreloadTag = (file: string, base: string) => `<link rel="modulepreload" crossorigin href="${base}${file}">`;

/** `html` without the modulepreload tags of `files` (to write them elsewhere, in another order). */
export function withoutModulePreloads(html: string, files: readonly string[], base: string): string {
  return files.reduce((out, file) => out.split(new RegExp(`[ \\t]*${escapeRegExp(modulePreloadTag(file, base))}\\n?`)).join(''), html);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const stylesheetTag = (file: string, base: string) => `<link rel="stylesheet" crossorigin href="${base}${file}">`;

/** One route's screen: its stylesheets (beside the app's) and its scripts' preloads (after the app's own). */
export function withRouteFiles(html: string, route: RoutePreload, base: string): string {
  const styled = afterStylesheets(html, route.styles.map((file) => stylesheetTag(file, base)));
  return endOfHead(styled, route.scripts.map((file) => modulePreloadTag(file, base)));
}

/** The built files of the page's head scripts (head-script.ts's `<script async … src>`), for the page budget. */
export function headScriptFiles(html: string, base: string): string[] {
  return [...html.matchAll(new RegExp(`<script async[^>]* src="${escapeRegExp(base)}(assets/[^"]+\\.js)"></script>`, 'g'))].map((m) => m[1] ?? '');
}

/** Inline scripts in `html` (a <script> without src): the site's CSP would refuse them. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\bsrc\s*=/.test(m[1] ?? '')).map((m) => m[0]);
}

/** Inline event handlers (onload="…"): the CSP refuses them too. */
export function inlineHandlers(html: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=[^>]*>/gi)].map((m) => m[0]);
}
