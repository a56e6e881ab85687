import { describe, expect, it } from 'vitest';
import { readAudienceOf } from './read-audience';

describe('readAudienceOf', () => {
  it.each(['/admin', '/admin/scrutineer', '/Admin/MC', '/judges/j1', '/judges'])('keeps the socket on the officials\' and judges\' page %s', (path) => {
    expect(readAudienceOf(path)).toBe('official');
  });

  it.each(['/', '/live', '/results/e1', '/competitors/c1', '/schedule', '/register', '/administration-fees', '/judgesx'])('budgets the spectator page %s', (path) => {
    expect(readAudienceOf(path)).toBe('spectator');
  });
});
