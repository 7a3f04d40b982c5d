import { describe, expect, it } from 'vitest';
import { contentDisposition, unicodeFileName } from '../src/io/file-name';

describe('download names', () => {
  it('cut by code point: an emoji across the cut is kept whole or left out, never split', () => {
    const name = unicodeFileName(`${'a'.repeat(119)}😀tail`, 'pdf');
    expect(name).toBe(`${'a'.repeat(119)}😀.pdf`);
    expect(() => contentDisposition(`${'a'.repeat(119)}😀`, 'md')).not.toThrow();
    expect(unicodeFileName('😀'.repeat(200), 'md')).toBe(`${'😀'.repeat(120)}.md`);
  });

  it('drops bidirectional controls, which could disguise the extension', () => {
    const controls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];
    for (const c of controls) expect(unicodeFileName(`Talk${c}txt.exe`, 'md'), c.codePointAt(0)!.toString(16)).toBe('Talktxt.exe.md');
    expect(contentDisposition('\u202eTalk', 'pdf')).toBe(`attachment; filename="Talk.pdf"; filename*=UTF-8''Talk.pdf`);
    expect(unicodeFileName('\u202e\u200f', 'txt')).toBe('script.txt');
  });
});
