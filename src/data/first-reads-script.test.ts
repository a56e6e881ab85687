// The head scripts that start a page's first database reads (first-reads-script.ts), run as a browser would.
import vm from 'node:vm';
import { firstReadsScriptOf, pageReadsScriptOf } from './first-reads-script';

/** Runs `script` at `pathname`; returns the URLs it fetched and the paths it keeps answers for. */
function run(script: string, pathname: string): { urls: string[]; kept: string[] } {
  const urls: string[] = [];
  const window: { __firstReads?: Record<string, unknown>; __firstReadsSettled?: Promise<unknown> } = {};
  const fetch = (url: string) => {
    urls.push(url);
    return Promise.resolve({ ok: true, json: () => Promise.resolve(null) });
  };
  const document = { head: { appendChild: () => undefined }, createElement: () => ({}) };
  vm.runInNewContext(script, { window, location: { pathname }, fetch, document, decodeURIComponent, encodeURIComponent, Promise, Error, String });
  return { urls, kept: Object.keys(window.__firstReads ?? {}) };
}

const URL_TEMPLATE = 'http://db.test/__PATH__.json?ns=demo';

describe('pageReadsScriptOf', () => {
  it("asks for a page's paths without matching the address", () => {
    const { urls, kept } = run(pageReadsScriptOf('live', ['eventIndex', 'schedule'], URL_TEMPLATE), '/live');
    expect(urls).toEqual(['http://db.test/eventIndex.json?ns=demo', 'http://db.test/schedule.json?ns=demo']);
    expect(kept).toEqual(['eventIndex', 'schedule']);
  });

  it("takes the route's parameter from the address, under a base path and with a trailing slash", () => {
    const script = pageReadsScriptOf('competitors/:id', ['competitorEntries/:id', 'eventIndex'], URL_TEMPLATE);
    expect(run(script, '/site/competitors/daniel%20yilmaz/').urls).toEqual([
      'http://db.test/competitorEntries/daniel%20yilmaz.json?ns=demo',
      'http://db.test/eventIndex.json?ns=demo',
    ]);
    expect(run(script, '/competitors/daniel%20yilmaz').kept).toEqual(['competitorEntries/daniel yilmaz', 'eventIndex']);
  });

  it('asks for nothing when the address cannot be decoded (the app reads over its connection)', () => {
    expect(run(pageReadsScriptOf('competitors/:id', ['competitorEntries/:id'], URL_TEMPLATE), '/competitors/%E0%A4%A').urls).toEqual([]);
  });
});

describe('firstReadsScriptOf', () => {
  it('asks only for the matching route of its table', () => {
    const script = firstReadsScriptOf({ live: ['schedule'], 'competitors/:id': ['competitorEntries/:id'] }, URL_TEMPLATE, '/');
    expect(run(script, '/competitors/ann').urls).toEqual(['http://db.test/competitorEntries/ann.json?ns=demo']);
    expect(run(script, '/register').urls).toEqual([]);
  });
});
