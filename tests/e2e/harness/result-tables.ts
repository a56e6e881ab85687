// Reading the results screens as a person reads them: lists and tables found by their accessible names.
import type { Locator } from 'playwright-core';

export interface TableRow {
  /** The row header: the couple's back number. */
  number: string;
  cells: string[];
}

/** Body rows of a table: those with a row header. */
export async function readTable(table: Locator): Promise<TableRow[]> {
  const rows = table.getByRole('row').filter({ has: table.page().getByRole('rowheader') });
  const read: TableRow[] = [];
  for (const row of await rows.all()) {
    read.push({
      number: ((await row.getByRole('rowheader').textContent()) ?? '').trim(),
      cells: (await row.getByRole('cell').allTextContents()).map((cell) => cell.trim()),
    });
  }
  return read;
}

/** The first words of each list item as rendered, e.g. "3 112 Ann & Bo · Team" gives ["3", "112"]. */
export async function leadingWords(list: Locator, count: number): Promise<string[][]> {
  // innerText, not textContent: side-by-side spans are separate words only in the rendered text.
  const items = await list.getByRole('listitem').evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText));
  return items.map((item) => item.trim().split(/\s+/).slice(0, count));
}

/** "1" → 1, "2.5" → 2.5, as the screens print places. */
export const placeOf = (text: string) => Number(text);
