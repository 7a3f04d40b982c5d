// The voice aligner on noisy transcripts: misheard words, skipped sentences, ad-libs, repeats, pauses,
// revised interim results, cue marks and non-English text.
import { describe, expect, it } from 'vitest';
import { VoiceAligner } from './aligner';
import { heardWords, likeness, prepareWord, scriptWords } from './words';

const SCRIPT = [
  'Good evening everyone, and thank you for coming out on such a rainy night.',
  'Tonight I want to talk about why small teams ship better software than large ones.',
  'The first reason is communication: every new person adds more conversations than work.',
  'The second reason is ownership, because a small team cannot hide a broken build.',
  'The third reason is speed, since decisions happen in a hallway instead of a committee.',
  'Let me finish with a story about a team of four that outran a department of forty.',
].join(' ');

const words = scriptWords(SCRIPT);
const indexOf = (phrase: string, from = 0) => {
  const target = heardWords(phrase);
  for (let i = from; i <= words.length - target.length; i++) if (target.every((w, k) => words[i + k] === w)) return i + target.length - 1;
  throw new Error(`"${phrase}" is not in the script`);
};

/** Feeds utterances as finals; returns the position after each. */
function say(aligner: VoiceAligner, ...utterances: string[]) {
  return utterances.map((u) => aligner.hear(heardWords(u), true));
}

describe('VoiceAligner', () => {
  it('follows a clean reading word by word', () => {
    const aligner = new VoiceAligner(words);
    expect(aligner.position).toBe(-1);
    say(aligner, 'Good evening everyone and thank you');
    expect(aligner.position).toBe(indexOf('thank you'));
  });

  it('forgives misheard and dropped words', () => {
    const aligner = new VoiceAligner(words);
    // 'evenin' for evening, 'every one' for everyone, 'cumming' for coming; 'out' and 'such' dropped.
    say(aligner, 'good evenin every one and thank you for cumming on a rainy night');
    expect(aligner.position).toBe(indexOf('rainy night'));
  });

  it('takes a word the recogniser split in two, and a telling word past a run of dropped ones', () => {
    const aligner = new VoiceAligner(scriptWords('A team of four that outran a department of forty engineers last spring.'));
    say(aligner, 'a team of four that out ran a');
    expect(aligner.position).toBe(6);
    say(aligner, 'engineers');
    expect(aligner.position).toBe(10);
  });

  it('holds still through an ad-lib, then carries on', () => {
    const aligner = new VoiceAligner(words);
    say(aligner, 'Good evening everyone');
    const before = aligner.position;
    say(aligner, 'wow what a crowd honestly I did not expect this many people');
    expect(aligner.position).toBe(before);
    say(aligner, 'and thank you for coming');
    expect(aligner.position).toBe(indexOf('for coming'));
  });

  it('holds still during a pause (no input) and never races ahead of the voice', () => {
    const aligner = new VoiceAligner(words);
    say(aligner, 'Tonight I want to talk about');
    const at = aligner.position;
    // Nothing heard: nothing moves. Then half a word of the next phrase: it stays put.
    expect(aligner.hear([], false)).toBe(at);
    expect(aligner.hear(heardWords('why'), false)).toBeLessThanOrEqual(indexOf('talk about why'));
  });

  it('recovers after a skipped sentence, once a few words confirm where the speaker is', () => {
    const aligner = new VoiceAligner(words);
    say(aligner, 'Tonight I want to talk about why small teams ship better software than large ones');
    // The speaker skips the 'first reason' sentence.
    const [afterOne] = say(aligner, 'ownership');
    expect(afterOne).toBe(indexOf('than large ones'));
    say(aligner, 'because a small team cannot hide a broken build');
    expect(aligner.position).toBe(indexOf('broken build'));
  });

  it('finds the speaker after a skip of a whole page, beyond the search window', () => {
    const aligner = new VoiceAligner(words, { window: 20 });
    say(aligner, 'Good evening everyone and thank you');
    // Far beyond 20 words ahead: five words in order (one misheard) are evidence enough.
    say(aligner, 'let me finnish with a story about');
    expect(aligner.position).toBe(indexOf('story about'));
  });

  it('does not jump on a single common word', () => {
    const aligner = new VoiceAligner(words);
    say(aligner, 'Good evening everyone');
    const at = aligner.position;
    // 'the' and 'a' are all over the script ahead; alone they are no evidence.
    say(aligner, 'the a the is');
    expect(aligner.position - at).toBeLessThanOrEqual(3);
  });

  it('does not jump ahead when the speaker repeats a phrase', () => {
    const aligner = new VoiceAligner(words);
    say(aligner, 'The first reason is communication every new person adds more conversations');
    const at = aligner.position;
    // 'the second reason is' is further on; the speaker is repeating 'the first reason is'.
    say(aligner, 'sorry the first reason is communication');
    expect(aligner.position).toBe(at);
    say(aligner, 'than work');
    expect(aligner.position).toBe(indexOf('than work'));
  });

  it('counts a revised interim hypothesis once', () => {
    const aligner = new VoiceAligner(words);
    aligner.hear(heardWords('good evening'), false);
    aligner.hear(heardWords('good evening every'), false);
    // The recogniser revises its guess; the same words are not counted twice.
    aligner.hear(heardWords('good evening everyone and'), false);
    expect(aligner.position).toBe(indexOf('everyone and'));
    aligner.hear(heardWords('good evening everyone and thank you'), true);
    expect(aligner.position).toBe(indexOf('thank you'));
    // The next utterance starts from the committed final.
    aligner.hear(heardWords('for coming'), false);
    expect(aligner.position).toBe(indexOf('for coming'));
  });

  it('never moves backwards, even when a revision drops a word', () => {
    const aligner = new VoiceAligner(words);
    aligner.hear(heardWords('good evening everyone and thank'), false);
    const at = aligner.position;
    aligner.hear(heardWords('good evening everyone'), false);
    expect(aligner.position).toBe(at);
  });

  it('starts from where the reader put the text (reset)', () => {
    const aligner = new VoiceAligner(words);
    aligner.reset(indexOf('The third reason') - 3);
    say(aligner, 'the third reason is speed');
    expect(aligner.position).toBe(indexOf('reason is speed'));
  });

  it('leaves cue marks out and reads emphasis', () => {
    const script = 'We kept the **solid** parts [pause] and dropped the [look up] wishful ones.';
    expect(scriptWords(script)).toEqual(['we', 'kept', 'the', 'solid', 'parts', 'and', 'dropped', 'the', 'wishful', 'ones']);
    const aligner = new VoiceAligner(scriptWords(script));
    say(aligner, 'we kept the solid parts and dropped');
    expect(aligner.position).toBe(6);
  });

  it('handles accents, other scripts and numbers', () => {
    expect(heardWords('Café CRÈME, s’il vous plaît!')).toEqual(['cafe', 'creme', 'sil', 'vous', 'plait']);
    expect(heardWords('ten people and 10 chairs')).toEqual(['10', 'people', 'and', '10', 'chairs']);
    const german = new VoiceAligner(scriptWords('Über die Brücke gehen wir gemeinsam, Schritt für Schritt.'));
    german.hear(heardWords('uber die brucke gehen wir gemeinsam'), true);
    expect(german.position).toBe(5);
    // Chinese has no spaces: one character is one word on both sides.
    const chinese = new VoiceAligner(scriptWords('我们今天讨论团队。'));
    chinese.hear(heardWords('我们今天'), true);
    expect(chinese.position).toBe(3);
  });

  it('matches likely mishearings and refuses different words', () => {
    const like = (a: string, b: string) => likeness(prepareWord(a), prepareWord(b));
    expect(like('communication', 'communication')).toBe(1);
    expect(like('comunication', 'communication')).toBeGreaterThanOrEqual(0.7);
    expect(like('fone', 'phone')).toBeGreaterThanOrEqual(0.7);
    expect(like('present', 'presentation')).toBeGreaterThanOrEqual(0.7);
    expect(like('team', 'software')).toBe(0);
    expect(like('a', 'i')).toBe(0);
  });
});
