// Post-build step 2 of 2 (see package.json "build"): writes a brotli (.br, quality 11) and a gzip
// (.gz, level 9) copy beside every text file in dist over 1 KB, which the API serves with
// @fastify/static's `preCompressed` to browsers that accept them (issue 16). A copy that would not be
// smaller is not written. Re-running replaces the copies; old ones of deleted files are removed.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map']);
const MIN_BYTES = 1024;

const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

const encoders = {
  '.br': (buf) =>
    brotliCompressSync(buf, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    }),
  '.gz': (buf) => gzipSync(buf, { level: 9 }),
};

const totals = { files: 0, raw: 0, br: 0, gz: 0 };
const files = listFiles(dist);
for (const file of files) {
  if (file.endsWith('.br') || file.endsWith('.gz')) {
    if (!files.includes(file.slice(0, -3))) rmSync(file);
    continue;
  }
  if (!TEXT_EXTENSIONS.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const raw = readFileSync(file);
  totals.files += 1;
  totals.raw += raw.length;
  for (const [suffix, encode] of Object.entries(encoders)) {
    const packed = encode(raw);
    if (packed.length < raw.length) {
      writeFileSync(file + suffix, packed);
      totals[suffix.slice(1)] += packed.length;
    } else {
      rmSync(file + suffix, { force: true });
    }
  }
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`compressed ${totals.files} files: ${kb(totals.raw)} -> brotli ${kb(totals.br)}, gzip ${kb(totals.gz)}`);
