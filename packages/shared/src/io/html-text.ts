// HTML and XML text reduced to plain text: entities decoded (a fixed table, never a document's own
// declarations), tags dropped, block elements and <br> as line breaks. The text comes from uploaded
// files, so every step is a forward scan whose work is linear in its input: no lazy `[\s\S]*?` or
// `[^>]*>` searched again from each start (the regexes that are left have one quantifier and
// nothing after it to backtrack into).
import { canonicalDetails } from './outline';

const NAMED = new Map<string, string>(
  Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    ndash: '\u2013',
    mdash: '\u2014',
    hellip: '\u2026',
    lsquo: '\u2018',
    rsquo: '\u2019',
    ldquo: '\u201c',
    rdquo: '\u201d',
    laquo: '\u00ab',
    raquo: '\u00bb',
    bull: '\u2022',
    middot: '\u00b7',
    copy: '\u00a9',
    reg: '\u00ae',
    trade: '\u2122',
    euro: '\u20ac',
    pound: '\u00a3',
    yen: '\u00a5',
    cent: '\u00a2',
    deg: '\u00b0',
    times: '\u00d7',
    divide: '\u00f7',
    para: '\u00b6',
    sect: '\u00a7',
    shy: '',
    zwj: '\u200d',
    zwnj: '\u200c',
    auml: 'ä',
    ouml: 'ö',
    uuml: 'ü',
    Auml: 'Ä',
    Ouml: 'Ö',
    Uuml: 'Ü',
    szlig: 'ß',
    eacute: 'é',
    egrave: 'è',
    agrave: 'à',
    aacute: 'á',
    ccedil: 'ç',
    ntilde: 'ñ',
    oacute: 'ó',
    iacute: 'í',
    uacute: 'ú',
  }),
);

function codePoint(n: number): string {
  if (!Number.isInteger(n) || n <= 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(n);
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isHex = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isAlnum = (c: number) => isLetter(c) || isDigit(c);
/** A regex word character (`\w`, what `\b` looks at). */
const isWord = (c: number) => isAlnum(c) || c === 95;
/** A regex `\s` character (the same set String.prototype.trim removes). */
const isSpace = (c: number) =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;

/**
 * The entity at `text[at]` (an '&') as [its text, the index after it], or undefined when there is none
 * there: `&#x` + 1–8 hex digits (a lower-case x), `&#` + 1–9 digits, or a known name of 2–32 letters
 * and digits, each ended by ';'. Looks at 34 characters at most.
 */
function entityAt(text: string, at: number): [string, number] | undefined {
  const i = at + 1;
  if (text.charCodeAt(i) === 35 /* # */) {
    const hex = text.charCodeAt(i + 1) === 120; /* x */
    const start = hex ? i + 2 : i + 1;
    const max = hex ? 8 : 9;
    let end = start;
    while (end - start < max && (hex ? isHex(text.charCodeAt(end)) : isDigit(text.charCodeAt(end)))) end++;
    if (end === start || text.charCodeAt(end) !== 59 /* ; */) return undefined;
    return [codePoint(parseInt(text.slice(start, end), hex ? 16 : 10)), end + 1];
  }
  if (!isLetter(text.charCodeAt(i))) return undefined;
  let end = i + 1;
  while (end - i < 32 && isAlnum(text.charCodeAt(end))) end++;
  if (end - i < 2 || text.charCodeAt(end) !== 59) return undefined;
  const decoded = NAMED.get(text.slice(i, end));
  return decoded === undefined ? undefined : [decoded, end + 1];
}

/** `&amp;`, `&#10;`, `&#x1F600;` and the common HTML names decoded in one pass; unknown names stay as written. */
export function decodeEntities(text: string): string {
  let at = text.indexOf('&');
  if (at < 0) return text;
  let out = '';
  let done = 0;
  while (at >= 0) {
    const entity = entityAt(text, at);
    if (entity) {
      out += text.slice(done, at) + entity[0];
      done = entity[1];
      at = text.indexOf('&', done);
    } else at = text.indexOf('&', at + 1);
  }
  return out + text.slice(done);
}

/**
 * Each `open`…`close` span replaced (the first `close` after each `open`), as `/open[\s\S]*?close/g`
 * would, in one pass: once an `open` has no `close` after it, no later one has either.
 */
function replaceSpans(text: string, open: string, close: string, replace: (inner: string) => string): string {
  let out = '';
  let done = 0;
  for (let at = text.indexOf(open); at >= 0; at = text.indexOf(open, done)) {
    const end = text.indexOf(close, at + open.length);
    if (end < 0) break;
    out += text.slice(done, at) + replace(text.slice(at + open.length, end));
    done = end + close.length;
  }
  return done ? out + text.slice(done) : text;
}

/** Whether `text` at `at` is `name` (lower-case ASCII) in any case. */
function asciiNameAt(text: string, at: number, name: string): boolean {
  if (at + name.length > text.length) return false;
  for (let k = 0; k < name.length; k++) {
    const c = text.charCodeAt(at + k);
    if ((c >= 65 && c <= 90 ? c + 32 : c) !== name.charCodeAt(k)) return false;
  }
  return true;
}

const RAW_ELEMENTS = ['head', 'script', 'style'] as const;

/** The index after the first `</name\s*>` (any case) at or after `from`, or -1. */
function closingTagEnd(text: string, name: string, from: number): number {
  for (let at = text.indexOf('</', from); at >= 0; at = text.indexOf('</', at + 1)) {
    if (!asciiNameAt(text, at + 2, name)) continue;
    let end = at + 2 + name.length;
    while (end < text.length && isSpace(text.charCodeAt(end))) end++;
    if (text.charCodeAt(end) === 62 /* > */) return end + 1;
  }
  return -1;
}

/**
 * Head, script and style elements removed, as `/<(head|script|style)\b[\s\S]*?<\/\1\s*>/gi` would.
 * A name whose closing tag is missing after one opening is missing after every later one: each name
 * is searched to the end at most once, and every other search ends where the next one starts.
 */
function removeRawElements(text: string): string {
  let out = '';
  let done = 0;
  const unclosed = new Set<string>();
  let at = text.indexOf('<');
  while (at >= 0) {
    const name = RAW_ELEMENTS.find((n) => asciiNameAt(text, at + 1, n) && !isWord(text.charCodeAt(at + 1 + n.length)));
    if (name && !unclosed.has(name)) {
      const end = closingTagEnd(text, name, at + 1 + name.length);
      if (end >= 0) {
        out += text.slice(done, at);
        done = end;
        at = text.indexOf('<', end);
        continue;
      }
      unclosed.add(name);
    }
    at = text.indexOf('<', at + 1);
  }
  return done ? out + text.slice(done) : text;
}

const BLOCK = new Set([
  'p',
  'div',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'table',
  'hr',
  'section',
  'article',
  'header',
  'footer',
]);
/** Block elements whose closing tag ends nothing by itself (a list item's or a row's does). */
const CLOSE_ONLY = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'section', 'article', 'header', 'footer']);
/** A line break (U+0002: a paragraph or <br>) and the start of any other block (U+0001). */
const BREAK = '\u0002';
const BLOCK_START = '\u0001';

/**
 * Block tags and <br> replaced by their markers (a closing tag of CLOSE_ONLY by nothing), as
 * `/<\/?(?:p|div|…)\b[^>]*>|<br\s*\/?>/gi` would. The next '>' is found once and reused until it is
 * passed, so a tag without one costs nothing more than the tags before it.
 */
function markBlocks(text: string): string {
  let out = '';
  let done = 0;
  let nextGt = -2; // -2: not searched yet; -1: there is none after here
  let at = text.indexOf('<');
  while (at >= 0) {
    let end = -1;
    let marker = '';
    const closing = text.charCodeAt(at + 1) === 47; /* / */
    let nameEnd = at + (closing ? 2 : 1);
    const nameStart = nameEnd;
    while (nameEnd < text.length && isWord(text.charCodeAt(nameEnd))) nameEnd++;
    // The longest block name has 10 letters: a longer word is no block tag, and is not copied.
    const name = nameEnd - nameStart <= 10 ? text.slice(nameStart, nameEnd).toLowerCase() : '';
    if (BLOCK.has(name)) {
      if (nextGt !== -1 && nextGt < nameEnd) nextGt = text.indexOf('>', nameEnd);
      if (nextGt >= 0) {
        end = nextGt + 1;
        marker = closing && CLOSE_ONLY.has(name) ? '' : !closing && name === 'p' ? BREAK : BLOCK_START;
      }
    }
    if (end < 0 && !closing && asciiNameAt(text, at + 1, 'br')) {
      let k = at + 3;
      while (k < text.length && isSpace(text.charCodeAt(k))) k++;
      if (text.charCodeAt(k) === 47) k++;
      if (text.charCodeAt(k) === 62) {
        end = k + 1;
        marker = BREAK;
      }
    }
    if (end >= 0) {
      out += text.slice(done, at) + marker;
      done = end;
      at = text.indexOf('<', end);
    } else at = text.indexOf('<', at + 1);
  }
  return done ? out + text.slice(done) : text;
}

/** Every `<…>` removed, as `/<[^>]*>/g` would: once a '<' has no '>' after it, neither has any later one. */
function removeTags(text: string): string {
  let out = '';
  let done = 0;
  for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', done)) {
    const end = text.indexOf('>', at + 1);
    if (end < 0) break;
    out += text.slice(done, at);
    done = end + 1;
  }
  return done ? out + text.slice(done) : text;
}

/**
 * HTML as the text a reader sees: head, script and style dropped, white space collapsed as a browser
 * does, each paragraph (or <br>, list item, heading…) on its own line, an empty paragraph a blank line.
 */
export function htmlToText(html: string): string {
  const withoutComments = replaceSpans(html, '<!--', '-->', () => '');
  const body = replaceSpans(removeRawElements(withoutComments), '<![CDATA[', ']]>', (inner) => inner.replace(/</g, '&lt;')).replace(/\s+/g, ' ');
  // An opening block tag (or <br>) starts a new line; a closing one ends nothing by itself. Markers
  // first (\u0001 a block, \u0002 a paragraph or break): a run of them is one line break, or a blank
  // line when it holds two paragraphs/breaks (an empty paragraph, <br><br>).
  const marked = removeTags(markBlocks(body.replace(/<\/t[dh]\s*>/gi, ' ')))
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
