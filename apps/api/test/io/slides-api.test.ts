// Issue 29 item 4 over HTTP: the script as a PowerPoint deck (opened back as a zip: a title slide, then a
// slide per section in the script's order, each section's words in its notes with no cue mark, the node's
// colour), and the map as one offline HTML presentation file.
import { describe, expect, it } from 'vitest';
import { DECK_LIMITS, DECK_MESSAGES, type MindMap, type ScriptSection, type TeleprompterText } from '@cuemap/shared';
import { readZipDirectory, readZipEntry } from '../../src/plugins/app/io/zip';
import { writeDeckPptx } from '../../src/plugins/app/io/pptx-export';
import { bearer, mapBody, registerUser, setupApp } from '../helper';

const t = setupApp();

const download = (token: string, id: string, format: string) =>
  t.inject({ method: 'GET', url: `/api/mindmaps/${id}/export?format=${format}`, headers: bearer(token) });

/** Every file of a zip, as text. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readZipDirectory(bytes, 'docx')) files.set(entry.name, new TextDecoder().decode(readZipEntry(bytes, entry, 'docx')));
  return files;
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
/** The text runs of a slide part, joined per paragraph. */
const paragraphs = (xml: string) =>
  [...xml.matchAll(/<a:p>([\s\S]*?)<\/a:p>/g)].map((p) => decode([...p[1]!.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join(''))).filter(Boolean);

/** The deck's slides in presentation order: each slide's text paragraphs and its notes' text. */
function slidesOf(files: Map<string, string>) {
  const presentationRels = files.get('ppt/_rels/presentation.xml.rels')!;
  const ids = [...files.get('ppt/presentation.xml')!.matchAll(/<p:sldId [^>]*r:id="([^"]+)"/g)].map((m) => m[1]!);
  return ids.map((rid) => {
    const target =
      new RegExp(`Id="${rid}"[^>]*Target="([^"]+)"`).exec(presentationRels)?.[1] ?? new RegExp(`Target="([^"]+)"[^>]*Id="${rid}"`).exec(presentationRels)![1]!;
    const part = `ppt/${target.replace(/^\.?\/?/, '')}`;
    const rels = files.get(part.replace('slides/', 'slides/_rels/') + '.rels') ?? '';
    const notesTarget = /Target="\.\.\/notesSlides\/([^"]+)"/.exec(rels)?.[1];
    const notesXml = notesTarget ? files.get(`ppt/notesSlides/${notesTarget}`)! : '';
    return {
      xml: files.get(part)!,
      text: paragraphs(files.get(part)!),
      // pptxgenjs writes a slide's notes as one run, its paragraphs separated by a blank line.
      notes: paragraphs(notesXml)
        .filter((p) => !/^\d+$/.test(p))
        .flatMap((p) => p.split(/\r?\n\r?\n/)),
    };
  });
}

/** A saved script: an opening (no node), Point 2 before Point 1 (the Node Order), words with cue marks. */
async function savedScript(email: string, token: string) {
  const body = mapBody(3, 'Deck talk');
  body.nodes[0]!.text = 'Why maps beat slides.';
  body.nodes[1]!.text = '- First detail\n- Second detail [slide]';
  body.nodes[1]!.color = '#22C55E';
  body.nodes[2]!.color = '#A855F7';
  body.nodeOrder = ['1', '3', '2'];
  const map = (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body })).json<MindMap>();
  const sections: ScriptSection[] = [
    { nodeId: null, text: '[slide] Good morning, **everyone**. [pause]', origin: 'edited' },
    { nodeId: '1', text: '', origin: 'edited' },
    { nodeId: '3', text: 'The second point first [slide 5].\n\nIts second paragraph [smile].', origin: 'edited' },
    { nodeId: '2', text: 'Then the first point. [slide]', origin: 'edited' },
  ];
  const user = await t.app.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await t.app.live.rest.restoreScript({ ownerId: user.id, userId: user.id }, map._id, { title: 'Deck talk', sections });
  const saved = (await t.inject({ method: 'GET', url: `/api/teleprompter/${map._id}`, headers: bearer(token) })).json<TeleprompterText>();
  expect(saved.sections?.map((s) => s.nodeId)).toEqual([null, '1', '3', '2']);
  return map._id;
}

describe('GET /api/mindmaps/:id/export?format=pptx', () => {
  it('is a deck: the title slide, then a slide per section in order, its words (no cue marks) in the notes', async () => {
    const { email, token } = await registerUser(t);
    const id = await savedScript(email, token);
    const res = await download(token, id, 'pptx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(res.headers['content-disposition']).toContain('filename="Deck-talk.pptx"');
    const files = unzip(res.rawPayload);
    expect(files.get('[Content_Types].xml')).toContain('presentationml.presentation.main+xml');
    const slides = slidesOf(files);
    expect(slides).toHaveLength(4);
    expect(slides[0]!.text).toEqual(['Deck talk', 'Why maps beat slides.']);
    expect(slides[0]!.notes).toEqual([]);
    expect(slides.slice(1).map((s) => s.text[0])).toEqual(['Opening', 'Point 2', 'Point 1']);
    expect(slides[3]!.text).toEqual(['Point 1', 'First detail', 'Second detail', '3 / 3']);
    expect(slides[1]!.notes).toEqual(['Good morning, everyone.']);
    expect(slides[2]!.notes).toEqual(['The second point first.', 'Its second paragraph.']);
    expect(slides[3]!.notes).toEqual(['Then the first point.']);
    for (const s of slides) expect(s.notes.join(' ')).not.toMatch(/\[|\]|\*\*/);
    // The node's colour is the slide's accent.
    expect(slides[3]!.xml).toContain('22C55E');
    expect(slides[2]!.xml).toContain('A855F7');
  });

  it('without a saved script: a slide per node with details, in Node Order', async () => {
    const { token } = await registerUser(t);
    const body = mapBody(3, 'Plain');
    body.nodeOrder = ['3', '1', '2'];
    const map = (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body })).json<MindMap>();
    const slides = slidesOf(unzip((await download(token, map._id, 'pptx')).rawPayload));
    expect(slides.slice(1).map((s) => s.text[0])).toEqual(['Point 2', 'Main Idea', 'Point 1']);
    expect(slides[1]!.notes).toEqual([body.nodes[2]!.text]);
  });

  it('refuses a deck of more sections than it holds, before building a slide', async () => {
    const slide = { title: 'x', bullets: [], notes: 'x', color: '000000', nodeId: null };
    const slides = Array.from({ length: DECK_LIMITS.slidesMax + 1 }, () => slide);
    await expect(writeDeckPptx({ title: 'Big', subtitle: null, color: '000000', slides })).rejects.toMatchObject({
      statusCode: 413,
      message: DECK_MESSAGES.tooManySlides(DECK_LIMITS.slidesMax + 1),
    });
  });
});

describe('GET /api/mindmaps/:id/export?format=html-presentation', () => {
  it('is one HTML file named after the script, that loads nothing', async () => {
    const { email, token } = await registerUser(t);
    const id = await savedScript(email, token);
    const res = await download(token, id, 'html-presentation');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="Deck-talk.html"');
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).not.toMatch(/\b(src|href)=|https?:\/\/|url\(/);
    // Titles only: a node's details (the speaker's notes) and the script are not in it.
    expect(res.body).not.toContain('First detail');
    expect(res.body).not.toContain('Good morning');
  });
});
