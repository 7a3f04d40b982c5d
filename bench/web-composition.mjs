// What a chunk is made of: its minified bytes attributed to source modules through the chunk's
// source map (bench/web.mjs, issue 16). No dependencies: the map's "mappings" (base64 VLQ) are decoded
// here. Each generated segment's bytes (up to the next segment on that line) count for the segment's
// source; a module's gzip share is its share of the raw bytes times the chunk's gzip size (gzip is not
// additive per module, so the split is an estimate; the chunk totals are exact).
import { readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** Decodes one segment's VLQ fields ("AAgBC" → [0, 0, 16, 1]). */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Bad VLQ digit "${char}" in source map`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/** A readable module name: the package for node_modules paths ("react-dom"), else the app-relative path. */
export function moduleLabel(source) {
  const clean = source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    const file = rest.slice(pkg.includes('/') ? 2 : 1).join('/');
    return `${pkg} (${file})`;
  }
  return clean.replace(/^.*?apps\/web\//, '').replace(/^.*?packages\//, 'packages/');
}

/** Bytes of `code` per source of its source map `map` (generated code not mapped to any source: "(unmapped)"). */
export function bytesPerSource(code, map) {
  const totals = new Map();
  const add = (name, n) => n > 0 && totals.set(name, (totals.get(name) ?? 0) + n);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  for (let lineNo = 0; lineNo < lines.length; lineNo++) {
    const line = lines[lineNo];
    const segments = (mappingLines[lineNo] ?? '').split(',').filter(Boolean);
    let column = 0;
    let cursor = 0; // start of the current segment in this line
    let current = '(unmapped)';
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0];
      add(current, column - cursor);
      cursor = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        current = map.sources[sourceIndex] ?? '(unmapped)';
      } else {
        current = '(unmapped)';
      }
    }
    add(current, line.length - cursor + (lineNo < lines.length - 1 ? 1 : 0));
  }
  return totals;
}

/**
 * The chunk's modules, biggest first: [{ label, raw, gzip }], grouped by `moduleLabel`'s package or
 * path with `group`: 'package' merges a package's files into one row (e.g. all of react-dom).
 */
export function chunkComposition(jsPath, mapPath, chunkGzip, { group = 'package' } = {}) {
  const code = readFileSync(jsPath, 'utf8');
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const grouped = new Map();
  for (const [source, raw] of bytesPerSource(code, map)) {
    const label = moduleLabel(source);
    const key = group === 'package' ? label.replace(/ \(.*\)$/, '') : label;
    grouped.set(key, (grouped.get(key) ?? 0) + raw);
  }
  const total = code.length || 1;
  return [...grouped].map(([label, raw]) => ({ label, raw, gzip: (raw / total) * chunkGzip })).sort((a, b) => b.raw - a.raw);
}
