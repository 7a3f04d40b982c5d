// XML read safely with fast-xml-parser: a document that declares entities is refused before parsing
// (no external entities, no expansion bombs), the parser itself expands none (processEntities off;
// the fixed table in decodeEntities decodes the predefined and character references), and nesting
// is bounded (the parser's own iterative stack, then the outline's depth).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { IMPORT_MESSAGES, ImportError, decodeEntities, type ImportFormat } from '@cuemap/shared';

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
  // Rich content (FreeMind/Freeplane HTML) is kept as its raw markup and reduced to text by htmlToText.
  stopNodes: ['*.richcontent'],
  isArray: (name) => ARRAYS.has(name),
});

export type XmlElement = { [key: string]: unknown };

export function parseXml(text: string, format: ImportFormat): XmlElement {
  if (/<!ENTITY/i.test(text)) throw new ImportError(400, IMPORT_MESSAGES.entities);
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
