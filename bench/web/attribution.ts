// Which packages the first view's JavaScript is made of, from the build's source maps: each minified
// byte is attributed to the source its mapping points at, and each chunk's gzip size is shared out
// in proportion. An estimate (gzip does not compress every part equally), good to a few KB.
import fs from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one line of a source map's "mappings" into [generatedColumn, sourceIndex] pairs. */
function decodeLine(line: string, state: { source: number }): [number, number][] {
  const out: [number, number][] = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0];
    if (values.length > 1) {
      state.source += values[1];
      out.push([column, state.source]);
    } else {
      out.push([column, -1]);
    }
  }
  return out;
}

/** "react-dom", "@firebase/database", or "src/features/info" for the app's own code. */
export function packageOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = source.lastIndexOf('src/');
  const configs = source.lastIndexOf('configs/');
  if (src !== -1) return source.slice(src).split('/').slice(0, 3).join('/').replace(/\.(tsx?|css)$/, '');
  if (configs !== -1) return 'configs';
  return 'other';
}

/** Minified bytes per package in one chunk. */
export function bytesByPackage(jsFile: string): Map<string, number> {
  const code = fs.readFileSync(jsFile, 'utf8');
  const map = JSON.parse(fs.readFileSync(`${jsFile}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const totals = new Map<string, number>();
  const state = { source: 0 };
  map.mappings.split(';').forEach((mappingLine, index) => {
    const segments = decodeLine(mappingLine, state);
    const length = lines[index]?.length ?? 0;
    segments.forEach(([column, source], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : length;
      const name = source >= 0 ? packageOf(map.sources[source] ?? '') : 'other';
      totals.set(name, (totals.get(name) ?? 0) + Math.max(0, end - column));
    });
  });
  return totals;
}

/** Estimated gzip bytes per package over several chunks: each chunk's gzip size shared by raw share. */
export function gzipByPackage(chunks: { file: string; gzip: number }[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const chunk of chunks) {
    if (!fs.existsSync(`${chunk.file}.map`)) continue;
    const bytes = bytesByPackage(chunk.file);
    const raw = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [name, n] of bytes) totals.set(name, (totals.get(name) ?? 0) + (chunk.gzip * n) / raw);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
