import { describe, expect, it } from 'vitest';
import { extensionFor, formatBytes, formatDuration, pickMimeType, takeFileName } from './recording-format';
import { mediaProblem, recordingSupported, storageProblem } from './record-problems';

describe('recording format', () => {
  it('prefers MP4, then WebM, and leaves the choice to the browser when it names neither', () => {
    expect(pickMimeType(false, () => true)).toBe('video/mp4');
    expect(pickMimeType(false, (t) => t.startsWith('video/webm'))).toBe('video/webm;codecs=vp9,opus');
    expect(pickMimeType(true, (t) => t === 'audio/webm')).toBe('audio/webm');
    expect(pickMimeType(true, () => false)).toBe('');
    expect(
      pickMimeType(false, () => {
        throw new Error('unknown');
      }),
    ).toBe('');
  });

  it('names the file after the script and the take’s date, with the container’s extension', () => {
    const at = new Date(2026, 11, 5, 9, 7);
    expect(takeFileName('Remote Teams: That Work!', at, 'video/mp4;codecs=vp9,opus')).toBe('Remote-Teams-That-Work-2026-12-05-09-07.mp4');
    expect(takeFileName('', at, 'audio/webm;codecs=opus')).toBe('Take-2026-12-05-09-07.webm');
    expect(extensionFor('audio/mp4')).toBe('m4a');
    expect(extensionFor('')).toBe('webm');
  });

  it('formats lengths and sizes', () => {
    expect(formatDuration(7_900)).toBe('0:07');
    expect(formatDuration(3_909_000)).toBe('1:05:09');
    expect(formatBytes(500)).toBe('1 KB');
    expect(formatBytes(4.3 * 1024 ** 2)).toBe('4.3 MB');
    expect(formatBytes(9.8 * 1024 ** 3)).toBe('9.8 GB');
  });
});

describe('record problems', () => {
  const error = (name: string) => new DOMException('x', name);
  it('names each getUserMedia failure', () => {
    expect(mediaProblem(error('NotFoundError'), true)).toEqual({ kind: 'noCamera' });
    expect(mediaProblem(error('NotFoundError'), false)).toEqual({ kind: 'noMicrophone' });
    expect(mediaProblem(error('NotAllowedError'), true)).toEqual({ kind: 'denied' });
    expect(mediaProblem(error('NotReadableError'), true)).toEqual({ kind: 'busy' });
    expect(mediaProblem(new Error('odd'), true)).toEqual({ kind: 'failed', name: 'Error' });
  });
  it('tells a full disk from other storage failures', () => {
    expect(storageProblem(error('QuotaExceededError'), 1000)).toEqual({ kind: 'storageFull', left: 1000 });
    expect(storageProblem(error('UnknownError'), null)).toEqual({ kind: 'failed', name: 'UnknownError' });
  });
  it('needs MediaRecorder and getUserMedia', () => {
    expect(recordingSupported({ MediaRecorder: class {}, navigator: { mediaDevices: { getUserMedia: () => null } } })).toBe(true);
    expect(recordingSupported({ navigator: { mediaDevices: { getUserMedia: () => null } } })).toBe(false);
    expect(recordingSupported({ MediaRecorder: class {}, navigator: {} })).toBe(false);
  });
});
