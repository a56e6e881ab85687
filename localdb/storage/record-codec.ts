import fs from 'node:fs';
import { crc32 } from 'node:zlib';
import { CorruptDataError } from './storage-errors.ts';

// One record per line: 8 hex digits of CRC-32 over the JSON, a space, the JSON, "\n".
// JSON.stringify never emits a raw newline, so a line break always ends a record.

const NEWLINE = 0x0a;
const HEADER = /^[0-9a-f]{8} /;
/** Files are read this much at a time: recovery never holds a whole file in memory. */
const CHUNK_BYTES = 4 * 1024 * 1024;
/** Longer than any record the server writes (a REST body is capped at 256 MiB); beyond it a line is damage. */
const MAX_LINE_BYTES = 400 * 1024 * 1024;

export function encodeRecord(json: string): string {
  return crc32(json).toString(16).padStart(8, '0') + ' ' + json + '\n';
}

/** One line of a record file: its JSON, or null when the checksum does not match. */
export interface RecordLine {
  json: string | null;
  /** Byte offset of the line's first byte, and its 1-based number, for messages. */
  offset: number;
  line: number;
}

export interface ScanEnd {
  /** Bytes after the last line break (a record torn by a stop mid-write). */
  tornBytes: number;
  /** Length of the file up to the end of its last complete line. */
  completeBytes: number;
}

/** Reads `file` line by line, in chunks, calling `visit` for each complete line. */
export function scanRecordFile(file: string, visit: (line: RecordLine) => void): ScanEnd {
  const fd = fs.openSync(file, 'r');
  try {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    let carry: Buffer[] = [];
    let carryBytes = 0;
    let offset = 0;
    let lineNo = 0;
    for (let read = fs.readSync(fd, chunk, 0, CHUNK_BYTES, null); read > 0; read = fs.readSync(fd, chunk, 0, CHUNK_BYTES, null)) {
      const view = chunk.subarray(0, read);
      let start = 0;
      for (let end = view.indexOf(NEWLINE, start); end !== -1; end = view.indexOf(NEWLINE, start)) {
        const piece = view.subarray(start, end);
        const bytes = carryBytes > 0 ? Buffer.concat([...carry, piece]) : piece;
        carry = [];
        carryBytes = 0;
        visit({ json: checkedJson(bytes), offset, line: ++lineNo });
        offset += bytes.length + 1;
        start = end + 1;
      }
      if (start < read) {
        carry.push(Buffer.from(view.subarray(start)));
        carryBytes += read - start;
        if (carryBytes > MAX_LINE_BYTES) {
          throw new CorruptDataError(file, `line ${lineNo + 1} (byte ${offset}) runs past ${MAX_LINE_BYTES} bytes without a line break`, RESTORE_ADVICE);
        }
      }
    }
    return { tornBytes: carryBytes, completeBytes: offset };
  } finally {
    fs.closeSync(fd);
  }
}

export const RESTORE_ADVICE = 'Restore the data folder from a backup, or move the damaged file away to start without it.';

function checkedJson(line: Buffer): string | null {
  const text = line.toString('utf8');
  if (!HEADER.test(text)) return null;
  const json = text.slice(9);
  return crc32(json).toString(16).padStart(8, '0') === text.slice(0, 8) ? json : null;
}
