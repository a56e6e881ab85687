// Reading a spreadsheet exported as CSV into rows, with a real CSV parser (quotes, embedded commas and
// line breaks), whatever the delimiter (comma, semicolon or tab) and whether or not the file starts with a BOM.
import Papa from 'papaparse';

export type CsvDelimiter = ',' | ';' | '\t';

export interface CsvRow {
  /** The row as a spreadsheet numbers it: the header is row 1, so the first data row is row 2. */
  rowNumber: number;
  cells: string[];
}

export interface CsvTable {
  /** Header cells, trimmed; a blank header becomes "Column N" so every column can be mapped. */
  headers: string[];
  /** Data rows; rows whose every cell is blank are left out (their numbers are skipped, not reused). */
  rows: CsvRow[];
  delimiter: CsvDelimiter;
}

export class CsvReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvReadError';
  }
}

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];

/** Bytes of an uploaded file as text; refuses what is not UTF-8 rather than importing mangled names. */
export function decodeCsvBytes(bytes: Uint8Array | ArrayBuffer): string {
  try {
    // The decoder drops a leading byte-order mark by itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsvReadError('The file is not UTF-8 text. Save the spreadsheet as "CSV UTF-8" and upload it again.');
  }
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Columns are mapped by header, so a repeated header ("Email", "Email") becomes "Email", "Email (2)". */
function uniqueHeaders(headers: readonly string[]): string[] {
  const seen = new Set<string>();
  return headers.map((header) => {
    let name = header;
    for (let n = 2; seen.has(name); n++) name = `${header} (${n})`;
    seen.add(name);
    return name;
  });
}

/** Parses CSV text whose first non-blank row is the header. `delimiter` overrides the detection. */
export function readCsvTable(text: string, delimiter?: CsvDelimiter): CsvTable {
  const body = text.replace(/^\uFEFF/u, '');
  const parsed = Papa.parse<string[]>(body, { delimiter: delimiter ?? '', delimitersToGuess: [...DELIMITERS], skipEmptyLines: false });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) {
    throw new CsvReadError(`Row ${(broken.row ?? 0) + 1}: ${broken.message}. Check that every opening quote has a closing one.`);
  }
  const records = parsed.data.map((cells, index) => ({ rowNumber: index + 1, cells }));
  const nonBlank = records.filter(({ cells }) => !isBlank(cells));
  const [header, ...rows] = nonBlank;
  if (!header) throw new CsvReadError('The file is empty: it needs a header row and at least one row of entries.');
  const headers = uniqueHeaders(header.cells.map((cell, i) => cell.trim() || `Column ${i + 1}`));
  const used = DELIMITERS.find((d) => d === parsed.meta.delimiter) ?? ',';
  return { headers, rows, delimiter: used };
}
