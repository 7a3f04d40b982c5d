// How long a script takes to read at a speed: words ÷ WPM, and what is left at a scroll position.
import { countSpokenWords } from '@cuemap/shared';

/** Spoken words in the script: cue marks (`**`, `[pause]`) are not read, so they are not counted. */
export function countWords(paragraphs: readonly string[]): number {
  let words = 0;
  for (const p of paragraphs) words += countSpokenWords(p);
  return words;
}

/** Seconds to read `words` at `wpm`, and what remains after `progress` (0–1) of the text. */
export function readingSeconds(words: number, wpm: number, progress = 0): number {
  if (words <= 0 || wpm <= 0) return 0;
  const total = (words / wpm) * 60;
  return Math.max(0, Math.round(total * (1 - Math.min(1, Math.max(0, progress)))));
}

/** 75 → '1:15', 3725 → '1:02:05'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The readout: the whole time at the speed before reading starts and at the end, what is left in between. */
export function readingTimeLabel(words: number, wpm: number, progress: number): string {
  return progress > 0 && progress < 1
    ? `${formatDuration(readingSeconds(words, wpm, progress))} left`
    : `${formatDuration(readingSeconds(words, wpm))} at ${wpm} WPM`;
}
