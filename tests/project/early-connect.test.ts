// The build step that starts the database connection from a small entry of its own (scripts/vite/early-connect.ts).
import type { IndexHtmlTransformContext, Rolldown } from 'vite';
import { earlyConnectPlugin } from '../../scripts/vite/early-connect.ts';

const entry = '/repo/src/connect-early-entry.ts';

function transform(bundle: Record<string, Partial<Rolldown.OutputChunk>>): string {
  const plugin = earlyConnectPlugin(entry);
  const emitted: unknown[] = [];
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/site/' });
  (plugin.buildStart as (this: unknown) => void).call({ emitFile: (file: unknown) => emitted.push(file) });
  expect(emitted).toEqual([{ type: 'chunk', id: entry, name: 'connect' }]);
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: Partial<IndexHtmlTransformContext>) => string };
  return hook.handler('<head>\n  </head>', { bundle: bundle as unknown as Rolldown.OutputBundle });
}

describe('earlyConnectPlugin', () => {
  it('loads the emitted entry as an async module, under the base path', () => {
    const html = transform({ 'assets/connect-x.js': { type: 'chunk', fileName: 'assets/connect-x.js', isEntry: true, facadeModuleId: entry } });
    expect(html).toContain('<script type="module" async crossorigin src="/site/assets/connect-x.js"></script>');
  });

  it('stops the build when the entry is missing, rather than shipping a page without it', () => {
    expect(() => transform({ 'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', isEntry: true, facadeModuleId: '/repo/src/main.tsx' } })).toThrow(/connect-early-entry/);
  });
});
