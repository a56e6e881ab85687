import { describe, expect, it } from 'vitest';
import { FairTurns } from './fair-turns.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('FairTurns', () => {
  it('runs a request at once while the turn has time left', () => {
    const turns = new FairTurns(1_000);
    const ran: string[] = [];
    turns.run('a', () => ran.push('a1'));
    expect(ran).toEqual(['a1']);
  });

  it('keeps each connection in order and takes the connections in turn once the time is spent', async () => {
    const turns = new FairTurns(0);
    const ran: string[] = [];
    for (let i = 1; i <= 3; i++) turns.run('heavy', () => ran.push(`heavy${i}`));
    turns.run('light', () => ran.push('light1'));
    for (let i = 0; i < 10 && ran.length < 4; i++) await turn();
    // No time to spare: every request waits, and each turn takes the next connection's first one.
    expect(ran).toEqual(['heavy1', 'light1', 'heavy2', 'heavy3']);
  });

  it('runs what a closing connection sent before it closed', () => {
    const turns = new FairTurns(0);
    const ran: string[] = [];
    turns.run('a', () => ran.push('a1'));
    turns.run('a', () => ran.push('a2'));
    expect(ran).toEqual([]);
    turns.finish('a');
    expect(ran).toEqual(['a1', 'a2']);
  });
});
