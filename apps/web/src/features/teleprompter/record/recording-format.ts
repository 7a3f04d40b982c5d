// What a take is saved as: the browser's own container (MP4 first, then WebM), its file name and the
// figures shown beside it. Pure, so the choices are tested without a browser.
import { fileNameFor } from '../../../lib/download';

/** Container types in the order we prefer them: MP4 plays nearly everywhere; WebM is what every Chromium and Firefox records. */
export const VIDEO_TYPES = ['video/mp4', 'video/webm;codecs=vp9,opus', 'video/webm'] as const;
export const AUDIO_TYPES = ['audio/mp4', 'audio/webm;codecs=opus', 'audio/webm'] as const;

/** The first type the browser's MediaRecorder can write, or '' to let it choose. */
export function pickMimeType(audioOnly: boolean, isTypeSupported: (type: string) => boolean): string {
  for (const type of audioOnly ? AUDIO_TYPES : VIDEO_TYPES) {
    try {
      if (isTypeSupported(type)) return type;
    } catch {
      // A browser that throws for an unknown type does not support it.
    }
  }
  return '';
}

/** The file extension for a recorded type ('video/mp4;codecs=…' → 'mp4'; 'audio/mp4' → 'm4a'). */
export function extensionFor(mimeType: string): string {
  const [kind = '', sub = ''] = mimeType.split(';')[0]!.trim().toLowerCase().split('/');
  if (sub === 'mp4') return kind === 'audio' ? 'm4a' : 'mp4';
  if (sub === 'ogg') return 'ogg';
  return 'webm';
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'Remote-Teams-That-Work-2026-12-05-21-30.mp4': the script's title and the take's local date and time. */
export function takeFileName(title: string, createdAt: Date, mimeType: string): string {
  const d = createdAt;
  const stamp = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}-${two(d.getMinutes())}`;
  return fileNameFor(`${title.trim() || 'Take'} ${stamp}`, extensionFor(mimeType));
}

/** 0:07, 1:05:09: the recording timer and a take's length. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** 812 KB, 4.3 MB, 9.8 GB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}
