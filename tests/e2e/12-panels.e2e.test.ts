// Judge panels (issue 17) in the browser: the demo's Bronze Latin ChaCha is judged by three judges until
// its final, which seats all five. A judge outside the early rounds' panel never sees them on the tablet;
// a judge on it does; both see the final.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionEvent, Official, PanelsRecord } from '../../src/domain/model';
import { connectBrowser } from './harness/browser';
import { readTree } from './harness/db-reader';
import { JudgeTablet } from './harness/judge-tablet';

const EVENT = 'Bronze Latin ChaCha';

async function judgeNamed(officials: Record<string, Official>, key: string): Promise<{ key: string; name: string; code: string }> {
  const code = await readTree<string>(`judgeCodes/${key}`);
  if (!officials[key] || !code) throw new Error(`The demo has no judge ${key} with an access code.`);
  return { key, name: officials[key].name, code };
}

describe('judge panels on the tablet', () => {
  let browser: Browser;
  const tablets: JudgeTablet[] = [];

  beforeAll(async () => {
    browser = await connectBrowser();
  });

  afterAll(async () => {
    for (const tablet of tablets) await tablet.close();
    await browser?.close();
  });

  it("lists only the rounds of the judge's panels", async () => {
    const officials = (await readTree<Record<string, Official>>('competitionMetadata/officials')) ?? {};
    const panels = (await readTree<PanelsRecord>('panels')) ?? {};
    const event = await readTree<CompetitionEvent>(`events/${EVENT}`);
    const eventPanel = Object.keys(panels.events?.[EVENT]?.judges ?? {});
    const judges = Object.keys(officials).filter((key) => officials[key].role === 'Judge');
    const outside = judges.find((key) => !eventPanel.includes(key));
    const inside = eventPanel[0];
    if (!event || !outside || !inside) throw new Error(`The demo should seat a smaller panel for ${EVENT}.`);
    const rounds = Object.values(event.rounds ?? {}).filter((r) => r !== null).sort((a, b) => a.roundNumber - b.roundNumber);
    const early = rounds.slice(0, -1).map((r) => `${EVENT} · ${r.roundName}`);
    const final = `${EVENT} · ${rounds.at(-1)?.roundName}`;
    expect(early.length).toBeGreaterThan(0);

    for (const [key, sits] of [[outside, false], [inside, true]] as const) {
      const judge = await judgeNamed(officials, key);
      const tablet = await JudgeTablet.open(browser, judge.key, judge.name);
      tablets.push(tablet);
      await tablet.signIn(judge.code);
      const list = tablet.page.getByRole('list', { name: 'Your rounds' });
      await list.waitFor();
      const items = (await list.getByRole('listitem').allTextContents()).map((text) => text.replace(/ · heat .*$/, ''));
      expect(items, `${judge.name}'s rounds`).toContain(final);
      for (const round of early) expect(items.includes(round), `${judge.name} ${sits ? 'sits on' : 'is off'} ${round}`).toBe(sits);
    }
  });
});
