// Build-time only (scripts/vite/prerender-pages.ts loads it through Vite's SSR loader): renders a public page's
// first view to HTML, so the page's text paints before any script runs. Screens render as they do before their
// data arrives (useDbValue's server snapshot is "loading"), so the browser's first render matches and hydrates.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { createAppRoutes } from './app/app-routes';

/** The HTML's head scripts that start the first view's database reads (src/data/first-reads-script.ts). */
export { FIRST_READ_ROUTES, firstReadsScript, pageReadsScript } from './data/first-reads-script';
export { FIRST_VIEWS_WITHOUT_READ_SCHEMAS } from './data/first-view-reads';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The markup inside `#root` for `url`, with every lazy screen of the page loaded (prerender waits for them). */
export async function renderPage(url: string): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const errors: string[] = [];
  const onError = (error: unknown, info: { componentStack?: string }) => void errors.push(`${String(error)} in${(info.componentStack ?? '').split('\n').slice(0, 4).join(' <')}`);
  const { prelude } = await prerenderToNodeStream(<App Router={Router} routes={createAppRoutes()} />, { onError });
  const html = await streamToString(prelude);
  // A screen that cannot render without a browser would ship as a client-only hole: the page is left to the app.
  if (errors.length > 0) throw new Error(`${url} does not render at build time: ${errors[0]}`);
  return html;
}
