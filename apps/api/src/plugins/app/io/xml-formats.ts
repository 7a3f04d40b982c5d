// OPML 2.0 and FreeMind/Freeplane .mm read into the outline.
import { IMPORT_LIMITS, IMPORT_MESSAGES, ImportError, decodeEntities, htmlToText, outline, type Outline } from '@cuemap/shared';
import { attr, children, parseXml, text, type OutlineShape, type XmlElement } from './xml';

const tooDeep = (depth: number) => {
  if (depth > IMPORT_LIMITS.depthMax) throw new ImportError(400, IMPORT_MESSAGES.tooDeep);
};

// Where each reader below finds its topics, for the count made before parsing (xml.ts countOutline).
export const OPML_SHAPE: OutlineShape = {
  role: (parent, name, first) =>
    parent === 'document'
      ? name === 'opml'
        ? 'root'
        : 'other'
      : parent === 'root'
        ? name === 'body' && first
          ? 'body'
          : 'other'
        : name === 'outline'
          ? 'topic'
          : 'other',
  sharedRoot: true,
};
export const FREEMIND_SHAPE: OutlineShape = {
  role: (parent, name, first) =>
    parent === 'document'
      ? name === 'map'
        ? 'root'
        : 'other'
      : parent === 'root'
        ? name === 'node' && first
          ? 'topic'
          : 'other'
        : name === 'node'
          ? 'topic'
          : 'other',
};
export const XMIND_SHAPE: OutlineShape = {
  role: (parent, name, first, attribute) =>
    parent === 'document'
      ? name === 'xmap-content'
        ? 'root'
        : 'other'
      : parent === 'root'
        ? name === 'sheet' && first
          ? 'sheet'
          : 'other'
        : parent === 'sheet'
          ? name === 'topic' && first
            ? 'topic'
            : 'other'
          : parent === 'topic'
            ? name === 'children' && first
              ? 'children'
              : 'other'
            : parent === 'children'
              ? name === 'topics' && (decodeEntities(attribute('type') ?? '') || 'attached') === 'attached'
                ? 'topics'
                : 'other'
              : name === 'topic'
                ? 'topic'
                : 'other',
};

/** OPML: `text` (or `title`) → title, `_note` → details, both plain text. One top-level outline is the root; several share one named by the head's title. */
export function parseOpml(source: string, fileTitle: string): Outline {
  const opml = children(parseXml(source, 'opml', OPML_SHAPE), 'opml')[0];
  if (!opml) throw new ImportError(400, IMPORT_MESSAGES.unreadable('opml', 'there is no <opml> element.'));
  const headTitle = text(children(children(opml, 'head')[0], 'title')[0]);
  const convert = (el: XmlElement, depth: number): Outline => {
    tooDeep(depth);
    return outline(
      attr(el, 'text') || attr(el, 'title'),
      attr(el, '_note'),
      children(el, 'outline').map((c) => convert(c, depth + 1)),
    );
  };
  const tops = children(children(opml, 'body')[0], 'outline');
  if (!tops.length) throw new ImportError(400, IMPORT_MESSAGES.noTopics);
  if (tops.length === 1) return convert(tops[0]!, 0);
  return outline(
    headTitle || fileTitle,
    '',
    tops.map((t) => convert(t, 1)),
  );
}

/** FreeMind/Freeplane: TEXT (or rich content of TYPE NODE) → title; DETAILS then NOTE rich content → details. */
export function parseFreeMind(source: string): Outline {
  const map = children(parseXml(source, 'freemind', FREEMIND_SHAPE), 'map')[0];
  const root = children(map, 'node')[0];
  if (!map || !root) throw new ImportError(400, IMPORT_MESSAGES.unreadable('freemind', 'there is no <map> with a root <node>.'));
  const convert = (el: XmlElement, depth: number): Outline => {
    tooDeep(depth);
    const rich = children(el, 'richcontent');
    const richText = (type: string) =>
      rich
        .filter((r) => attr(r, 'TYPE').toUpperCase() === type)
        .map((r) => htmlToText(text(r, { decode: false })))
        .filter(Boolean)
        .join('\n\n');
    // FreeMind before 0.8 kept rich titles as HTML inside TEXT itself.
    const plainText = attr(el, 'TEXT');
    const title = (/^\s*<html/i.test(plainText) ? htmlToText(plainText) : plainText) || richText('NODE') || attr(el, 'LOCALIZED_TEXT');
    const details = [richText('DETAILS'), richText('NOTE')].filter(Boolean).join('\n\n');
    return outline(
      title,
      details,
      children(el, 'node').map((c) => convert(c, depth + 1)),
    );
  };
  return convert(root, 0);
}

/** XMind 8 content.xml: the first sheet's root topic; attached children only; plain notes → details. */
export function parseXmindXml(source: string): { root: Outline; sheets: number } {
  const sheets = children(children(parseXml(source, 'xmind', XMIND_SHAPE), 'xmap-content')[0], 'sheet');
  const topic = children(sheets[0], 'topic')[0];
  if (!topic) throw new ImportError(400, IMPORT_MESSAGES.noTopics);
  const convert = (el: XmlElement, depth: number): Outline => {
    tooDeep(depth);
    const notes = children(el, 'notes')[0];
    const kids = children(children(el, 'children')[0], 'topics')
      .filter((t) => (attr(t, 'type') || 'attached') === 'attached')
      .flatMap((t) => children(t, 'topic'));
    return outline(
      text(children(el, 'title')[0]),
      text(children(notes, 'plain')[0]),
      kids.map((k) => convert(k, depth + 1)),
    );
  };
  return { root: convert(topic, 0), sheets: sheets.length };
}
