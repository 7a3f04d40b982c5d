// Helpers of the import/export tests: reading a file the way the API does, the real fixture files,
// and hostile files built on the spot.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { ImportError, outlineToMap, type ImportedMap } from '@cuemap/shared';
import { readImport } from '../../src/plugins/app/io/import-file';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Real files written by other tools, beside the repository (never copied into it). */
export const fixturesDir = path.resolve(repoRoot, '../shared/fixtures/import');
export const haveFixtures = existsSync(fixturesDir);
if (!haveFixtures) console.log(`[io tests] ${fixturesDir} is absent: the real-file tests are skipped.`);

export const fixture = (name: string): Buffer => readFileSync(path.join(fixturesDir, name));
export const fixtureNames = (): string[] => (haveFixtures ? readdirSync(fixturesDir).filter((f) => f !== 'SOURCES.md') : []);

/** A file as the import route reads it: its outline as the map it would create. */
export function importMap(bytes: Uint8Array | string, filename: string): ImportedMap & { format: string } {
  const read = readImport(typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes, filename);
  const map = outlineToMap(read.root, read.fileTitle);
  return { ...map, notes: [...read.notes, ...map.notes], format: read.format };
}

/** The map's nodes as `depth title` lines in Node Order (hierarchy and order in one comparable list). */
/** The ImportError a file is refused with (fails the test when the file is imported). */
export function refusal(bytes: Uint8Array | string, name: string): ImportError {
  try {
    importMap(bytes, name);
  } catch (err) {
    if (err instanceof ImportError) return err;
    throw err;
  }
  throw new Error(`${name} was imported`);
}

export function outlineLines(map: Pick<ImportedMap, 'nodes' | 'connections' | 'nodeOrder'>): string[] {
  const parent = new Map(map.connections.map((c) => [c.to, c.from]));
  const byId = new Map(map.nodes.map((n) => [n.id, n]));
  const depth = (id: string): number => (parent.has(id) ? 1 + depth(parent.get(id)!) : 0);
  return map.nodeOrder.map((id) => `${depth(id)} ${byId.get(id)!.title}`);
}

export const zip = (files: Record<string, string | Uint8Array>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, typeof v === 'string' ? strToU8(v) : v])));

/** An XMind-looking zip whose content.json inflates to `bytes` zero bytes (a zip bomb). */
export const zipBomb = (bytes: number) => zip({ 'content.json': new Uint8Array(bytes) });

/**
 * A zip whose content.json claims `declared` bytes in both headers but inflates to far more: the
 * sizes are patched after zipping (a lying header).
 */
export function lyingZip(actual: number, declared: number): Uint8Array {
  const bytes = zip({ 'content.json': new Uint8Array(actual) });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i + 4 <= bytes.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint32(i + 22, declared, true);
    if (sig === 0x02014b50) view.setUint32(i + 24, declared, true);
  }
  return bytes;
}

export const billionLaughs = (root: string) =>
  `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n` +
  Array.from({ length: 9 }, (_, i) => ` <!ENTITY lol${i + 1} "${`&lol${i ? i : ''};`.repeat(10)}">`).join('\n') +
  `\n]>\n${root.replace('TEXT', '&lol9;')}`;

export const externalEntity = (root: string) =>
  `<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n${root.replace('TEXT', '&xxe;')}`;

const DEEP = 10_000;
/** 10 000-deep nesting in each format. */
export const deepFiles: Record<string, string | Uint8Array> = {
  'deep.opml': `<opml version="2.0"><body>${'<outline text="a">'.repeat(DEEP)}${'</outline>'.repeat(DEEP)}</body></opml>`,
  'deep.mm': `<map>${'<node TEXT="a">'.repeat(DEEP)}${'</node>'.repeat(DEEP)}</map>`,
  'deep-list.md': `${'- '.repeat(DEEP)}a\n`,
  'deep-quote.md': `# Root\n\n${'>'.repeat(DEEP)} a\n`,
  'deep-json.xmind': zip({ 'content.json': `[{"rootTopic":${'{"title":"a","children":{"attached":['.repeat(DEEP)}{"title":"b"}${']}}'.repeat(DEEP)}}]` }),
  'deep-xml.xmind': zip({
    'content.xml': `<xmap-content><sheet>${'<topic><title>a</title><children><topics type="attached">'.repeat(DEEP)}${'</topics></children></topic>'.repeat(DEEP)}</sheet></xmap-content>`,
  }),
  // Tabs: 10 000 levels would be 50 MB (over the size limit, a 413); 3 000 levels stay under it.
  'deep.txt': Array.from({ length: 3_000 }, (_, i) => `${'\t'.repeat(i)}a`).join('\n'),
};
