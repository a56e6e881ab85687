import { describe, expect, it } from 'vitest';
import { metadata } from '../../testing/domain/competition-fixtures';
import { judgePanel } from './judge-panel';

describe('judge panel', () => {
  it('is the officials with role Judge, by name, lettered', () => {
    expect(judgePanel(metadata.officials)).toEqual([
      { key: 'j1', name: 'Ada Judge', label: 'A' },
      { key: 'j2', name: 'Ben Judge', label: 'B' },
      { key: 'j3', name: 'Cleo Judge', label: 'C' },
    ]);
  });
});
