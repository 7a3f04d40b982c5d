// A version's content: the map and the teleprompter text as one JSON document, its hash (dedupe) and
// the short summary the history list shows.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';
import type { VersionMap, VersionScript } from '@cuemap/shared';

export interface SnapshotContent {
  map: VersionMap;
  script: VersionScript | null;
}

export interface EncodedSnapshot {
  json: string;
  /** sha256 of `json`, hex. */
  hash: string;
  summary: string;
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

function countWords(text: string): number {
  let n = 0;
  const words = /\S+/g;
  while (words.exec(text)) n++;
  return n;
}

/** "12 nodes · 840 words": the script's words, or the node texts' while there is no script. */
export function summarise(content: SnapshotContent): string {
  const words = content.script ? countWords(content.script.content) : content.map.nodes.reduce((sum, node) => sum + countWords(node.text), 0);
  return `${plural(content.map.nodes.length, 'node')} · ${plural(words, 'word')}`;
}

export function encodeSnapshot(content: SnapshotContent): EncodedSnapshot {
  // Fixed key order, so the same content always hashes the same.
  const { title, nodes, connections, nodeOrder, viewState } = content.map;
  const script = content.script && {
    title: content.script.title,
    content: content.script.content,
    ...(content.script.sections !== undefined && { sections: content.script.sections }),
  };
  const json = JSON.stringify({ map: { title, nodes, connections, nodeOrder, viewState }, script });
  return { json, hash: createHash('sha256').update(json).digest('hex'), summary: summarise(content) };
}

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/**
 * The stored form of a snapshot's JSON: Brotli at quality 4 (its window spans the whole snapshot, so
 * the script and its sections, which repeat the node texts, cost little: ~330 KB → ~40 KB for a
 * 200-node talk in ~4 ms, off the event loop). bench/versions-storage.ts measures it.
 */
export async function packSnapshot(json: string): Promise<Buffer> {
  return compress(Buffer.from(json), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
}

export async function unpackSnapshot(stored: Uint8Array): Promise<string> {
  return (await decompress(stored)).toString('utf8');
}
