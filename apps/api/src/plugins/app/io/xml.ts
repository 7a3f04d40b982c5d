// XML read safely with fast-xml-parser: a document that declares entities is refused before parsing
// (no external entities, no expansion bombs), the parser itself expands none (processEntities off;
// the fixed table in decodeEntities decodes the predefined and character references), and nesting
// is bounded (the parser's own iterative stack, then the outline's depth). Before either, one linear
// scan of the tags counts the outline's topics and levels, so an outline over the bounds is refused
// without a tree being built.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { IMPORT_LIMITS, IMPORT_MESSAGES, ImportError, decodeEntities, type ImportFormat } from '@cuemap/shared';

/** Element nesting the parser accepts: XMind 8 takes three elements per outline level, notes a few more. */
const MAX_ELEMENT_NESTING = 1_000;
const ARRAYS = new Set(['node', 'outline', 'topic', 'topics', 'richcontent', 'sheet']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: false,
  maxNestedTags: MAX_ELEMENT_NESTING,
  // Callbacks get the element's name only: a path string built for each element cost time in
  // proportion to its depth (a 1 000-deep document of 400 000 empty elements took 8 s, now 0.8 s).
  jPath: false,
  // Rich content (FreeMind/Freeplane HTML) is kept as its raw markup and reduced to text by htmlToText.
  stopNodes: ['*.richcontent'],
  isArray: (name) => ARRAYS.has(name),
});

export type XmlElement = { [key: string]: unknown };

/** What an element is to the outline: the document (above the root), a topic (counted), a container on the way to topics, or nothing. */
export type Role = 'document' | 'topic' | 'other' | (string & {});

/**
 * Where a format keeps its topics: the role of an element from its parent's role, its name, whether
 * it is the first child of that name (the readers take only the first <body>, <sheet>…) and its
 * attributes (raw, as the parser keeps them). Elements of role 'topic' are the outline's topics.
 */
export interface OutlineShape {
  role(parent: Role, name: string, first: boolean, attr: (name: string) => string | undefined): Role;
  /** Several top-level topics share a root the reader adds (OPML). */
  sharedRoot?: boolean;
}

/** The outline a document holds: its topics (the added root included) and its deepest topic's level (the root's 0). */
export interface OutlineCount {
  topics: number;
  depth: number;
}

/** Deeper element nesting is left to the parser, which refuses it as too deep. */
const SCAN_NESTING = MAX_ELEMENT_NESTING - 10;
const isXmlSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;
/** Characters that end a tag or attribute name. */
const isNameEnd = (c: number) => isXmlSpace(c) || c === 47 || c === 62 || c === 61 || c === 60 || c === 34 || c === 39 || Number.isNaN(c);

/**
 * The topics and levels of `text`'s outline, counted in one pass over its tags (comments, CDATA,
 * processing instructions and attribute values skipped with indexOf, so linear in the text), or
 * undefined when the document is not one this scan reads with certainty — unclosed or mismatched
 * tags, a DOCTYPE with an internal subset, text outside the root, very deep nesting: the validator
 * and parser then say what is wrong, as before.
 */
export function countOutline(text: string, shape: OutlineShape): OutlineCount | undefined {
  type Open = { name: string; role: Role; depth: number; seen?: Set<string> };
  const stack: Open[] = [];
  const top: Open = { name: '', role: 'document', depth: -1 };
  let topics = 0;
  let tops = 0;
  let depth = -1;
  let rooted = false;
  /** The index after the first `close` from `from`, or -1. */
  const past = (close: string, from: number) => {
    const found = text.indexOf(close, from);
    return found < 0 ? -1 : found + close.length;
  };
  let at = 0;
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    // Text: only white space may stand outside the root element.
    if (!stack.length && /[^ \t\r\n]/.test(text.slice(at, lt < 0 ? text.length : lt))) return undefined;
    if (lt < 0) break;
    const c = text.charCodeAt(lt + 1);
    let end: number;
    if (text.startsWith('<!--', lt)) end = past('-->', lt + 4);
    else if (c === 63 /* ? */) end = past('?>', lt + 2);
    else if (text.startsWith('<![CDATA[', lt)) end = stack.length ? past(']]>', lt + 9) : -1;
    else if (c === 33 /* ! */) {
      // A DOCTYPE before the root, without an internal subset or quoted identifiers.
      end = past('>', lt);
      if (rooted || !text.startsWith('<!DOCTYPE', lt) || (end > 0 && /[[\]"']/.test(text.slice(lt, end)))) end = -1;
    } else if (c === 47 /* / */) {
      let k = lt + 2;
      while (!isNameEnd(text.charCodeAt(k))) k++;
      const name = text.slice(lt + 2, k);
      while (isXmlSpace(text.charCodeAt(k))) k++;
      end = text.charCodeAt(k) === 62 && stack.pop()?.name === name ? k + 1 : -1;
    } else {
      const parent = stack[stack.length - 1] ?? top;
      if (parent === top && rooted) return undefined;
      rooted = true;
      let k = lt + 1;
      while (!isNameEnd(text.charCodeAt(k))) k++;
      const name = text.slice(lt + 1, k);
      if (!name) return undefined;
      // Attributes: each after white space, name="value" or name='value', no '<' in a value.
      const attrs: [string, string][] = [];
      for (;;) {
        const before = k;
        while (isXmlSpace(text.charCodeAt(k))) k++;
        const ch = text.charCodeAt(k);
        if (ch === 62 || (ch === 47 && text.charCodeAt(k + 1) === 62)) break;
        if (k === before) return undefined;
        const nameStart = k;
        while (!isNameEnd(text.charCodeAt(k))) k++;
        const attrName = text.slice(nameStart, k);
        while (isXmlSpace(text.charCodeAt(k))) k++;
        if (!attrName || text.charCodeAt(k) !== 61 /* = */) return undefined;
        k++;
        while (isXmlSpace(text.charCodeAt(k))) k++;
        const quote = text[k];
        const close = quote === '"' || quote === "'" ? text.indexOf(quote, k + 1) : -1;
        if (close < 0) return undefined;
        const value = text.slice(k + 1, close);
        if (value.includes('<')) return undefined;
        if (parent.role !== 'other') attrs.push([attrName, value]);
        k = close + 1;
      }
      const selfClosing = text.charCodeAt(k) === 47;
      end = k + (selfClosing ? 2 : 1);
      // Roles pass from parent to child: below an element that is nothing to the outline, nothing is.
      let role: Role = 'other';
      if (parent.role !== 'other') {
        const seen = (parent.seen ??= new Set());
        role = shape.role(parent.role, name, !seen.has(name), (n) => attrs.find(([a]) => a === n)?.[1]);
        seen.add(name);
      }
      const level = role === 'topic' ? parent.depth + 1 : parent.depth;
      if (role === 'topic') {
        topics++;
        if (level === 0) tops++;
        depth = Math.max(depth, level);
      }
      if (!selfClosing) {
        stack.push({ name, role, depth: level });
        if (stack.length > SCAN_NESTING) return undefined;
      }
    }
    if (end < 0) return undefined;
    at = end;
  }
  if (stack.length || !rooted) return undefined;
  return shape.sharedRoot && tops > 1 ? { topics: topics + 1, depth: depth + 1 } : { topics, depth };
}

/**
 * `text` parsed, after refusing what must not be parsed: declared entities, then (for a format's
 * `shape`) an outline over the bounds, with the messages the reader would give once it had built it.
 */
export function parseXml(text: string, format: ImportFormat, shape?: OutlineShape): XmlElement {
  if (/<!ENTITY/i.test(text)) throw new ImportError(400, IMPORT_MESSAGES.entities);
  const counted = shape && countOutline(text, shape);
  if (counted && counted.depth > IMPORT_LIMITS.depthMax) throw new ImportError(400, IMPORT_MESSAGES.tooDeep);
  if (counted && counted.topics > IMPORT_LIMITS.nodesMax) throw new ImportError(400, IMPORT_MESSAGES.tooManyNodes);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    if (/nested/i.test(valid.err.msg)) throw new ImportError(400, IMPORT_MESSAGES.tooDeep);
    throw new ImportError(400, IMPORT_MESSAGES.unreadable(format, `the XML is not well-formed (line ${valid.err.line}).`));
  }
  try {
    return parser.parse(text) as XmlElement;
  } catch (err) {
    if (err instanceof Error && /nested/i.test(err.message)) throw new ImportError(400, IMPORT_MESSAGES.tooDeep);
    throw new ImportError(400, IMPORT_MESSAGES.unreadable(format, 'the XML could not be parsed.'));
  }
}

/** An attribute's value, entities decoded ('' when absent). */
export function attr(el: unknown, name: string): string {
  const value = (el as XmlElement | undefined)?.[`@_${name}`];
  return typeof value === 'string' ? decodeEntities(value) : '';
}

/** The child elements called `name` (always an array). */
export function children(el: unknown, name: string): XmlElement[] {
  const value = (el as XmlElement | undefined)?.[name];
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'object' && v !== null ? (v as XmlElement) : { '#text': String(v) }));
}

/** The text directly inside an element (raw for a stop node), entities decoded. */
export function text(el: unknown, { decode = true } = {}): string {
  if (typeof el === 'string') return decode ? decodeEntities(el) : el;
  const value = (el as XmlElement | undefined)?.['#text'];
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return decode ? decodeEntities(String(value)) : String(value);
}
