// The matrix table in docs/SECURITY.md is generated from the cases the rules suite runs; this keeps them in step.
import { readFileSync } from 'node:fs';
import { ALL_CASES } from './matrix/all-cases.ts';
import { MATRIX_END, MATRIX_START, renderMatrix } from './matrix/render-table.ts';

const doc = readFileSync(new URL('../../docs/SECURITY.md', import.meta.url), 'utf8');

describe('docs/SECURITY.md', () => {
  it('holds the matrix exactly as the cases render (run `npm run docs:security` after changing a case)', () => {
    const start = doc.indexOf(MATRIX_START);
    const end = doc.indexOf(MATRIX_END);
    expect(start, 'start marker present').toBeGreaterThanOrEqual(0);
    expect(end, 'end marker after start').toBeGreaterThan(start);
    expect(doc.slice(start, end + MATRIX_END.length)).toBe(renderMatrix(ALL_CASES));
  });

  it('numbers one table row per case', () => {
    const rows = doc.split('\n').filter((line) => /^\| \d+ \| /.test(line));
    expect(rows).toHaveLength(ALL_CASES.length);
  });
});
