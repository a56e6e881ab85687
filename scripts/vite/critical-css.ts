// Build step for a prerendered page: the CSS its first view uses goes inline into <head> (beasties finds the rules
// that match the page's markup), so the text paints as soon as the HTML has arrived, without waiting for the whole
// stylesheet (about 30 KB gzipped) on a phone's slow link. The stylesheet itself is still requested early (a
// preload in <head>) and applied by a plain <link> at the end of <body>: no onload handler, which the site's CSP
// (script-src 'self') would refuse. The CSP allows inline styles (style-src 'unsafe-inline').
import Beasties from 'beasties';

export async function inlineCriticalCss(html: string, outDir: string, base: string): Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: base,
    // The stylesheet is shared by every page and the app's other screens: leave it whole.
    pruneSource: false,
    mergeStylesheets: true,
    compress: true,
    fonts: false,
    preloadFonts: false,
    inlineFonts: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
  });
  return beasties.process(html);
}
