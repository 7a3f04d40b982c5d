// HTML and XML text reduced to plain text: entities decoded (a fixed table, never a document's own
// declarations), tags dropped, block elements and <br> as line breaks.
import { canonicalDetails } from './outline';

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', ndash: '\u2013', mdash: '\u2014',
  hellip: '\u2026', lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c', rdquo: '\u201d', laquo: '\u00ab',
  raquo: '\u00bb', bull: '\u2022', middot: '\u00b7', copy: '\u00a9', reg: '\u00ae', trade: '\u2122',
  euro: '\u20ac', pound: '\u00a3', yen: '\u00a5', cent: '\u00a2', deg: '\u00b0', times: '\u00d7',
  divide: '\u00f7', para: '\u00b6', sect: '\u00a7', shy: '', zwj: '\u200d', zwnj: '\u200c',
  auml: 'ä', ouml: 'ö', uuml: 'ü', Auml: 'Ä', Ouml: 'Ö', Uuml: 'Ü', szlig: 'ß', eacute: 'é',
  egrave: 'è', agrave: 'à', aacute: 'á', ccedil: 'ç', ntilde: 'ñ', oacute: 'ó', iacute: 'í', uacute: 'ú',
};

function codePoint(n: number): string {
  if (!Number.isInteger(n) || n <= 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(n);
}

/** `&amp;`, `&#10;`, `&#x1F600;` and the common HTML names decoded in one pass; unknown names stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,8}|#[0-9]{1,9}|[A-Za-z][A-Za-z0-9]{1,31});/g, (whole, ref: string) => {
    if (ref[0] === '#') return codePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
    return NAMED[ref] ?? whole;
  });
}

const BLOCK = /<\/?(?:p|div|li|h[1-6]|tr|ul|ol|dl|dt|dd|blockquote|pre|table|hr|section|article|header|footer)\b[^>]*>|<br\s*\/?>/gi;
const CLOSE_ONLY = /^<\/(?:p|div|h[1-6]|pre|blockquote|section|article|header|footer)\b/i;

/**
 * HTML as the text a reader sees: head, script and style dropped, white space collapsed as a browser
 * does, each paragraph (or <br>, list item, heading…) on its own line, an empty paragraph a blank line.
 */
export function htmlToText(html: string): string {
  const body = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(head|script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, inner: string) => inner.replace(/</g, '&lt;'))
    .replace(/\s+/g, ' ');
  // An opening block tag (or <br>) starts a new line; a closing one ends nothing by itself. Markers
  // first (\u0001 a block, \u0002 a paragraph or break): a run of them is one line break, or a blank
  // line when it holds two paragraphs/breaks (an empty paragraph, <br><br>).
  const marked = body
    .replace(/<\/t[dh]\s*>/gi, ' ')
    .replace(BLOCK, (tag) => (CLOSE_ONLY.test(tag) ? '' : /^<(p|br)\b/i.test(tag) ? '\u0002' : '\u0001'))
    .replace(/<[^>]*>/g, '')
    // eslint-disable-next-line no-control-regex -- the markers set just above
    .replace(/[\u0001\u0002][\u0001\u0002 ]*/g, (run) => ((run.match(/\u0002/g)?.length ?? 0) >= 2 ? '\n\n' : '\n'));
  const text = decodeEntities(marked).replace(/\u00a0/g, ' ');
  return canonicalDetails(
    text
      .split('\n')
      .map((line) => line.replace(/ +/g, ' ').trim())
      .join('\n'),
  );
}
