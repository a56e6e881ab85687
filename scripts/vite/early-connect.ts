// Build step: emits src/connect-early-entry.ts as an entry of its own and loads it from index.html as an async
// module script, so the database connection opens once the Firebase SDK has arrived rather than after the whole
// app bundle has (docs/PERFORMANCE.md, Web on a phone network).
import type { Plugin } from 'vite';

export function earlyConnectPlugin(entryFile: string): Plugin {
  let base = '/';
  return {
    name: 'early-connect',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: entryFile, name: 'connect' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const file = Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === entryFile);
        if (!file) throw new Error(`early-connect: the build has no chunk for ${entryFile}.`);
        return html.replace('</head>', `  <script type="module" async crossorigin src="${base}${file.fileName}"></script>\n  </head>`);
      },
    },
  };
}
