// XMind: 2020+/Zen files (a zip with content.json; preferred even when a content.xml stub is beside
// it) and XMind 8 files (content.xml), first sheet only; and the export XMind opens (content.json,
// manifest.json, metadata.json).
import { strToU8, zipSync } from 'fflate';
import { IMPORT_LIMITS, IMPORT_MESSAGES, ImportError, htmlToText, outline, walkOutline, type Outline } from '@cuemap/shared';
import { readZipDirectory, readZipEntry } from './zip';
import { parseXmindXml } from './xml-formats';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A topic's notes: plain text, else the HTML reduced to text, else the paragraphs' spans. */
function notesOf(topic: Json): string {
  const notes = isObject(topic.notes) ? topic.notes : {};
  const plain = isObject(notes.plain) ? str(notes.plain.content) : '';
  if (plain.trim()) return plain;
  const realHtml = isObject(notes.realHTML) ? str(notes.realHTML.content) : '';
  if (realHtml.trim()) return htmlToText(realHtml);
  const html = isObject(notes.html) && isObject(notes.html.content) ? notes.html.content : {};
  const paragraphs = Array.isArray(html.paragraphs) ? html.paragraphs : [];
  return paragraphs.map((p) => (isObject(p) && Array.isArray(p.spans) ? p.spans.map((s) => (isObject(s) ? str(s.text) : '')).join('') : '')).join('\n');
}

/** A topic's attached subtopics (the only ones read). */
const attached = (topic: Json): Json[] => (isObject(topic.children) && Array.isArray(topic.children.attached) ? topic.children.attached.filter(isObject) : []);

/**
 * The outline's bounds checked on the parsed JSON before any topic is read (notes reduced to text,
 * outlines built): its topics counted and its depth measured without recursion, refused as the
 * reader would refuse them once built — too deep first, then too many topics.
 */
function checkTopicBounds(root: Json): void {
  let count = 0;
  let deepest = 0;
  const stack: [Json, number][] = [[root, 0]];
  while (stack.length) {
    const [topic, depth] = stack.pop()!;
    count++;
    deepest = Math.max(deepest, depth);
    // Past the depth limit the answer is known: the rest need not be walked.
    if (deepest > IMPORT_LIMITS.depthMax) break;
    for (const kid of attached(topic)) stack.push([kid, depth + 1]);
  }
  if (deepest > IMPORT_LIMITS.depthMax) throw new ImportError(400, IMPORT_MESSAGES.tooDeep);
  if (count > IMPORT_LIMITS.nodesMax) throw new ImportError(400, IMPORT_MESSAGES.tooManyNodes);
}

function fromJson(source: string): { root: Outline; sheets: number } {
  let sheets: unknown;
  try {
    sheets = JSON.parse(source);
  } catch {
    throw new ImportError(400, IMPORT_MESSAGES.unreadable('xmind', 'its content.json is not valid JSON.'));
  }
  // An array of sheets; a lone sheet object is read as one.
  const list = Array.isArray(sheets) ? sheets : isObject(sheets) ? [sheets] : [];
  const first = list[0];
  if (!isObject(first) || !isObject(first.rootTopic)) throw new ImportError(400, IMPORT_MESSAGES.noTopics);
  checkTopicBounds(first.rootTopic);
  const convert = (topic: Json): Outline =>
    outline(
      str(topic.title),
      notesOf(topic),
      attached(topic).map((kid) => convert(kid)),
    );
  return { root: convert(first.rootTopic), sheets: list.length };
}

/** The outline of an .xmind file's first sheet, and how many sheets it has. */
export function parseXmind(bytes: Uint8Array): { root: Outline; sheets: number } {
  const entries = readZipDirectory(bytes);
  const decode = (name: string) => {
    const entry = entries.find((e) => e.name === name);
    if (!entry) return undefined;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(readZipEntry(bytes, entry)).replace(/^\uFEFF/, '');
    } catch (err) {
      if (err instanceof ImportError) throw err;
      throw new ImportError(400, IMPORT_MESSAGES.unreadable('xmind', `its ${name} is not UTF-8 text.`));
    }
  };
  const json = decode('content.json');
  if (json !== undefined) return fromJson(json);
  const xml = decode('content.xml');
  if (xml !== undefined) return parseXmindXml(xml);
  throw new ImportError(400, IMPORT_MESSAGES.unreadable('xmind', 'it has neither content.json nor content.xml.'));
}

/** The outline as an .xmind file (XMind 2020+ format): one sheet, attached topics, plain notes. */
export function writeXmind(root: Outline, sheetTitle: string): Uint8Array {
  const entries = walkOutline(root);
  const topics = entries.map(({ node }, i) => {
    const topic: Json = { id: `cuemap-topic-${i + 1}`, class: 'topic', title: node.title };
    if (node.details.trim()) topic.notes = { plain: { content: node.details } };
    return topic;
  });
  entries.forEach(({ parent }, i) => {
    if (parent < 0) return;
    const p = topics[parent]!;
    const kids = (p.children ??= { attached: [] }) as { attached: Json[] };
    kids.attached.push(topics[i]!);
  });
  topics[0]!.structureClass = 'org.xmind.ui.map.unbalanced';
  const content = [{ id: 'cuemap-sheet-1', class: 'sheet', title: sheetTitle, rootTopic: topics[0] }];
  const manifest = { 'file-entries': { 'content.json': {}, 'metadata.json': {} } };
  const metadata = { creator: { name: 'Cuemap', version: '1.0' } };
  return zipSync({
    'content.json': strToU8(JSON.stringify(content)),
    'manifest.json': strToU8(JSON.stringify(manifest)),
    'metadata.json': strToU8(JSON.stringify(metadata)),
  });
}
