// A build-time script for the page's <head> (the shell's route preloads, the first view's REST reads) as a file of its own,
// not inline: the site's Content-Security-Policy (firebase.json) allows scripts only from the site itself, so an
// inline script would be refused on the hosted site. The file's name carries a hash of its text (cached for good,
// like every asset); `async` lets the HTML parser go on while it downloads, and it runs as soon as it arrives.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface HeadScript {
  /** Path inside the build's folder, e.g. assets/route-preload-1a2b3c4d.js. */
  file: string;
  source: string;
}

export function headScript(name: string, source: string): HeadScript {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  return { file: `assets/${name}-${hash}.js`, source };
}

/**
 * High priority: Chromium gives an async script low priority and holds low-priority requests back while the page's
 * 20-40 module scripts and preloads are in flight, so without it the first reads would start after the app's scripts.
 */
export function headScriptTag(script: HeadScript, base: string): string {
  return `<script async fetchpriority="high" src="${base}${script.file}"></script>`;
}

export function writeHeadScript(outDir: string, script: HeadScript): void {
  const target = path.join(outDir, script.file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, script.source);
}

/**
 * Lists the head scripts in the build's manifest (under `head:<file>`), so whatever reads the manifest for "every
 * built file" has them too: the judges' service worker caches them for the offline reload.
 */
export function listHeadScriptsInManifest(outDir: string, scripts: readonly HeadScript[]): void {
  const file = path.join(outDir, 'asset-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { file: string }>;
  for (const script of scripts) manifest[`head:${script.file}`] = { file: script.file };
  fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
}
