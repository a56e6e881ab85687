import { crc32 } from 'node:zlib';

// One log record per line: 8 hex digits of CRC-32 over the JSON, a space, the JSON, "\n".
// JSON.stringify never emits a raw newline, so a line break always ends a record.

const NEWLINE = 0x0a;
const HEADER = /^[0-9a-f]{8} /;

export function encodeRecord(json: string): string {
  return crc32(json).toString(16).padStart(8, '0') + ' ' + json + '\n';
}

export interface DecodedLog {
  records: string[];
  /** Human-readable notes about skipped bytes: a torn tail or a damaged record. */
  warnings: string[];
}

export function decodeLog(bytes: Buffer, fileName: string): DecodedLog {
  const records: string[] = [];
  const warnings: string[] = [];
  let start = 0;
  let lineNo = 0;
  while (start < bytes.length) {
    const end = bytes.indexOf(NEWLINE, start);
    lineNo++;
    if (end === -1) {
      warnings.push(`${fileName}: skipped a torn last record (${bytes.length - start} bytes without an end of line), written while the server stopped`);
      break;
    }
    const json = checkedJson(bytes.subarray(start, end));
    if (json !== null) records.push(json);
    else if (end === bytes.length - 1) warnings.push(`${fileName}: skipped a damaged last record (line ${lineNo}, checksum mismatch)`);
    else warnings.push(`${fileName}: skipped a damaged record at line ${lineNo} (checksum mismatch); later records were kept`);
    start = end + 1;
  }
  return { records, warnings };
}

function checkedJson(line: Buffer): string | null {
  const text = line.toString('utf8');
  if (!HEADER.test(text)) return null;
  const json = text.slice(9);
  return crc32(json).toString(16).padStart(8, '0') === text.slice(0, 8) ? json : null;
}
