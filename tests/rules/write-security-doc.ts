// `npm run docs:security`: regenerates the matrix table in docs/SECURITY.md from the case list the tests run.
import { readFileSync, writeFileSync } from 'node:fs';
import { ALL_CASES } from './matrix/all-cases.ts';
import { withMatrix } from './matrix/render-table.ts';

const securityDoc = new URL('../../docs/SECURITY.md', import.meta.url);
const before = readFileSync(securityDoc, 'utf8');
const after = withMatrix(before, ALL_CASES);
if (after === before) {
  console.log(`docs/SECURITY.md already lists the ${ALL_CASES.length} cases.`);
} else {
  writeFileSync(securityDoc, after);
  console.log(`docs/SECURITY.md: matrix regenerated (${ALL_CASES.length} cases).`);
}
