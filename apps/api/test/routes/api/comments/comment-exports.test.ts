// Issue 27 item 5: comments never reach the spoken script or any export. A script whose node and
// section carry comment threads (with a reply) is exported in every format; each file holds the script's
// own words (the check can see text) and none of the comments'.
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { EXPORT_FORMATS, type TeleprompterText } from '@cuemap/shared';
import { bearer, mapBody, setupApp } from '../../../helper';
import { pdfText } from '../../../io/pdf-text';
import { ownerWithScript } from '../sharing/sharing-helpers';
import { comments, newThread } from './comment-helpers';

const t = setupApp();

const ZIPPED = new Set(['xmind', 'docx', 'pptx']);

/** A file's readable text: a PDF's as copied out, every part of a zip, anything else as UTF-8. */
function textOf(format: string, bytes: Buffer): string {
  if (format === 'pdf') return pdfText(bytes);
  if (ZIPPED.has(format))
    return Object.values(unzipSync(new Uint8Array(bytes)))
      .map((b) => new TextDecoder().decode(b))
      .join('\n');
  return bytes.toString('utf8');
}

describe('exports of a script with comments', () => {
  it('no export format carries a comment', async () => {
    const owner = await ownerWithScript(t, 'elite');
    const body = mapBody(3, 'Harbour talk');
    // Every format shows a node's title or its text (or the script made from them): each holds this word.
    body.nodes[1]!.title = 'Lighthouse';
    body.nodes[1]!.text = 'Lighthouse keepers';
    body.nodes[2]!.text = 'Tides and Lighthouse lamps';
    const put = await t.inject({ method: 'PUT', url: `/api/mindmaps/${owner.id}`, headers: bearer(owner.token), payload: body });
    expect(put.statusCode, put.body).toBe(200);
    const save = await t.inject({
      method: 'POST',
      url: '/api/teleprompter',
      headers: bearer(owner.token),
      payload: { mindMapId: owner.id, title: 'Harbour talk', content: 'The Lighthouse keepers kept the lamps lit.' },
    });
    expect(save.statusCode, save.body).toBe(200);
    const section = save.json<TeleprompterText>().sections?.[0];

    const onNode = await newThread(t, owner.token, owner.id, 'Zebrafinch: say this slower.', { anchor: { kind: 'node', id: '2' } });
    await newThread(t, owner.token, owner.id, 'Marmosetnote on the opening.', { anchor: { kind: 'section', id: section?.nodeId ?? 'opening' } });
    expect((await comments(t, owner.token, owner.id).reply(onNode.id, 'Quokkareply: agreed.')).statusCode).toBe(201);

    const words = ['Zebrafinch', 'Marmosetnote', 'Quokkareply'];
    for (const format of EXPORT_FORMATS) {
      const res = await t.inject({ method: 'GET', url: `/api/mindmaps/${owner.id}/export?format=${format}`, headers: bearer(owner.token) });
      expect(res.statusCode, `${format}: ${res.body.slice(0, 200)}`).toBe(200);
      const text = textOf(format, res.rawPayload);
      expect(text, format).toContain('Lighthouse');
      for (const word of words) expect(text, `${format} carries a comment`).not.toContain(word);
    }
    // Nor does the script itself, or the map.
    for (const url of [`/api/teleprompter/${owner.id}`, `/api/mindmaps/${owner.id}`]) {
      const res = await t.inject({ method: 'GET', url, headers: bearer(owner.token) });
      expect(res.body).toContain('Lighthouse');
      for (const word of words) expect(res.body, url).not.toContain(word);
    }
  });
});
