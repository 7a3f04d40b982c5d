// Hostile and broken files: each is refused with a clear message before it can cost much, and
// nothing is built from it. (api.test.ts sends the same files over HTTP and checks nothing is created.)
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES, seededRandom } from '@cuemap/shared';
import { readZipDirectory } from '../../src/plugins/app/io/zip';
import { billionLaughs, deepFiles, externalEntity, fixture, haveFixtures, lyingZip, refusal, zip, zipBomb } from './support';

describe('hostile files', () => {
  it('refuses a zip bomb from its declared sizes, before inflating', () => {
    const bomb = zipBomb(IMPORT_LIMITS.unpackedBytesMax + 1024);
    expect(bomb.length).toBeLessThan(200_000);
    expect(refusal(bomb, 'bomb.xmind')).toMatchObject({ statusCode: 400, message: IMPORT_MESSAGES.unpacksTooLarge });
    // Under the total but at a bomb's ratio (5 MB of zeros in a few kB).
    expect(refusal(zipBomb(5 * 1024 * 1024), 'ratio.xmind')).toMatchObject({ statusCode: 400, message: IMPORT_MESSAGES.unpacksTooLarge });
  });

  it('stops inflating an entry that outgrows the size its header declares', () => {
    const liar = lyingZip(50 * 1024 * 1024, 100);
    expect(readZipDirectory(liar)[0]).toMatchObject({ name: 'content.json', size: 100 });
    expect(refusal(liar, 'liar.xmind')).toMatchObject({ statusCode: 400, message: IMPORT_MESSAGES.unpacksTooLarge });
  });

  it('refuses a zip with too many entries', () => {
    const files = Object.fromEntries(Array.from({ length: IMPORT_LIMITS.zipEntriesMax + 1 }, (_, i) => [`f${i}.txt`, 'x']));
    expect(refusal(zip(files), 'many.xmind').message).toBe(IMPORT_MESSAGES.unpacksTooLarge);
  });

  it.skipIf(!haveFixtures)('refuses a truncated .xmind (a real file cut in half)', () => {
    const real = fixture('xmind2020-central-topic.xmind');
    const err = refusal(real.subarray(0, real.length >> 1), 'cut.xmind');
    expect(err.statusCode).toBe(400);
    expect(err.message).toMatch(/^This file looks like XMind but could not be read: /);
  });

  it('refuses XML that declares entities: billion laughs and external entities, in OPML and .mm', () => {
    for (const [name, root] of [
      ['laughs.opml', '<opml version="2.0"><body><outline text="TEXT"/></body></opml>'],
      ['laughs.mm', '<map><node TEXT="TEXT"/></map>'],
    ] as const) {
      expect(refusal(billionLaughs(root), name)).toMatchObject({ statusCode: 400, message: IMPORT_MESSAGES.entities });
      expect(refusal(externalEntity(root), name)).toMatchObject({ statusCode: 400, message: IMPORT_MESSAGES.entities });
    }
    const x8 = zip({ 'content.xml': billionLaughs('<xmap-content><sheet><topic><title>TEXT</title></topic></sheet></xmap-content>') });
    expect(refusal(x8, 'laughs.xmind').message).toBe(IMPORT_MESSAGES.entities);
  });

  it('refuses 10 000-deep nesting in every format as too deeply nested', () => {
    for (const [name, bytes] of Object.entries(deepFiles)) {
      expect(refusal(bytes, name), name).toMatchObject({ statusCode: 400, message: IMPORT_MESSAGES.tooDeep });
    }
  });

  it('refuses binary garbage, an empty file, blank text and an over-size file', () => {
    const random = seededRandom(7);
    const garbage = Uint8Array.from({ length: 4096 }, () => Math.floor(random() * 256));
    expect(refusal(garbage, 'garbage.bin').message).toBe(IMPORT_MESSAGES.unsupported);
    expect(refusal(garbage, 'garbage.md').message).toBe(IMPORT_MESSAGES.unsupported);
    expect(refusal(new Uint8Array(0), 'empty.md').message).toBe(IMPORT_MESSAGES.empty);
    expect(refusal(' \n\t\n', 'blank.txt').message).toBe(IMPORT_MESSAGES.empty);
    expect(refusal(new Uint8Array(IMPORT_LIMITS.fileBytesMax + 1).fill(65), 'big.txt')).toMatchObject({ statusCode: 413, message: IMPORT_MESSAGES.tooLarge });
  });

  it('refuses files that claim a format they are not, and outlines over the node limit', () => {
    expect(refusal('just text', 'x.xmind').message).toBe(IMPORT_MESSAGES.unreadable('xmind', 'it is not a zip archive.'));
    expect(refusal('<opml><body><outline text="a">', 'broken.opml').message).toMatch(
      /^This file looks like OPML but could not be read: the XML is not well-formed/,
    );
    expect(refusal('# heading', 'x.opml').message).toBe(IMPORT_MESSAGES.unreadable('opml', 'there is no <opml> element.'));
    expect(refusal(zip({ 'content.json': '[{"rootTopic": ' }), 'bad.xmind').message).toBe(
      IMPORT_MESSAGES.unreadable('xmind', 'its content.json is not valid JSON.'),
    );
    expect(refusal(zip({ 'readme.txt': 'hi' }), 'other.xmind').message).toMatch(/neither content\.json nor content\.xml/);
    const many = `# Root\n${Array.from({ length: IMPORT_LIMITS.nodesMax }, (_, i) => `- n${i}`).join('\n')}\n`;
    expect(refusal(many, 'many.md').message).toBe(IMPORT_MESSAGES.tooManyNodes);
  });
});
