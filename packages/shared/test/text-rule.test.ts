// The one text rule every request field uses, and the cleaner the editor applies before it sends.
import { describe, expect, it } from 'vitest';
import {
  cleanMapText,
  cleanText,
  createEmptyMap,
  isAllowedText,
  lineText,
  multilineText,
  normalizeNodeEdit,
  resolveMapTitle,
  TEXT_MESSAGES,
  type MapDocument,
} from '../src/index';

const REFUSED_EVERYWHERE = [
  '\u0000',
  'a\u0000b',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u000e',
  '\u001b[0m',
  '\u001f',
  '\ud800',
  'x\udbffy',
  '\udc00',
  'a\udfff',
  '\udc00\ud800',
];
const FINE_EVERYWHERE = ['', 'plain', 'ünïcödé €', '😀 👍🏽 🇩🇪', '\u007f', '\u0085', '\u2028', '\ufeff', '\ud83d\ude00'];

describe('isAllowedText', () => {
  it.each(REFUSED_EVERYWHERE)('refuses %j in both kinds', (text) => {
    expect(isAllowedText(text, 'line')).toBe(false);
    expect(isAllowedText(text, 'multiline')).toBe(false);
  });
  it.each(FINE_EVERYWHERE)('allows %j in both kinds', (text) => {
    expect(isAllowedText(text, 'line')).toBe(true);
    expect(isAllowedText(text, 'multiline')).toBe(true);
  });
  it.each(['\t', '\n', '\r', 'a\r\nb'])('allows %j only in multi-line text', (text) => {
    expect(isAllowedText(text, 'line')).toBe(false);
    expect(isAllowedText(text, 'multiline')).toBe(true);
  });
});

describe('lineText / multilineText', () => {
  it('refuse with the rule’s message, before any other check of the field', () => {
    const result = lineText().max(3).safeParse('far too long\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGES.invalidCharacters);
    expect(multilineText().safeParse('a\nb\tc').success).toBe(true);
    expect(lineText().safeParse('a\nb').success).toBe(false);
  });
  it('keep the other checks and messages of the field', () => {
    expect(lineText().max(3, 'Too long.').safeParse('abcd').error?.issues[0]?.message).toBe('Too long.');
    expect(lineText({ error: 'Title is required.' }).safeParse(undefined).error?.issues[0]?.message).toBe('Title is required.');
  });
});

describe('cleanText', () => {
  it('returns clean text unchanged (the same string)', () => {
    for (const text of [...FINE_EVERYWHERE, 'a\nb']) expect(cleanText(text, 'multiline')).toBe(text);
  });
  it('removes control characters, replaces lone surrogates, and flattens line breaks in one-line text', () => {
    expect(cleanText('Pa\u0000ste\u0007d')).toBe('Pasted');
    expect(cleanText('Half \ud83d emoji')).toBe('Half \ufffd emoji');
    expect(cleanText('Two\r\nlines\tand\na tab')).toBe('Two lines and a tab');
    expect(cleanText('Two\r\nlines\u0000', 'multiline')).toBe('Two\r\nlines');
  });
  it.each([...REFUSED_EVERYWHERE, '\t\n\r'])('always yields text the rule allows: %j', (text) => {
    expect(isAllowedText(cleanText(text, 'line'), 'line')).toBe(true);
    expect(isAllowedText(cleanText(text, 'multiline'), 'multiline')).toBe(true);
  });
});

describe('the editor’s model never holds refused text', () => {
  it('node edits and map titles are cleaned', () => {
    expect(normalizeNodeEdit({ title: ' Hook\u0000\n', text: 'Pasted\u0000 text\nline two ' })).toEqual({
      title: 'Hook',
      text: 'Pasted text\nline two',
    });
    expect(resolveMapTitle('My\u0000 talk')).toBe('My talk');
    // Cutting a long title through an emoji leaves no half of it behind.
    const cut = resolveMapTitle(`${'a'.repeat(199)}😀`);
    expect(isAllowedText(cut)).toBe(true);
  });

  it('cleanMapText cleans every title, text and id, keeping ids consistent, and returns a clean map as is', () => {
    const clean = createEmptyMap();
    expect(cleanMapText(clean)).toBe(clean);
    const dirty: MapDocument = {
      title: 'Talk\u0000',
      nodes: [
        { id: '1', x: 0, y: 0, title: 'Root', text: '', color: '#dc2626', isRoot: true },
        { id: '2\u0000', x: 1, y: 1, title: 'Ti\u0007tle', text: 'Text\u0000\nmore \ud800', color: '#3B82F6' },
      ],
      connections: [{ from: '1', to: '2\u0000' }],
      nodeOrder: ['1', '2\u0000'],
    };
    const out = cleanMapText(dirty);
    expect(out.title).toBe('Talk');
    expect(out.nodes[0]).toBe(dirty.nodes[0]);
    expect(out.nodes[1]).toMatchObject({ id: '2', title: 'Title', text: 'Text\nmore \ufffd' });
    expect(out.connections).toEqual([{ from: '1', to: '2' }]);
    expect(out.nodeOrder).toEqual(['1', '2']);
  });
});
