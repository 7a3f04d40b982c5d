// Rehearsal coach benchmark (issue 28 item 5): synthetic readings of seeded scripts (bench/voice-prose.ts,
// the prose bench:voice reads; one section per paragraph) with fillers, long pauses, skipped sentences and
// ad-libs put in, heard through a recogniser that mishears and drops words and reports each word when an
// interim result first shows it, then analysed by the coach. Scored against the truth of each reading:
// filler precision and recall (≥ 95 %), pace per section within ±5 % of the true pace (≥ 95 % of
// sections), skipped sentences and ad-libs found (≥ 90 %); and, as the baseline in the same run, a
// naive coach that counts every filler word heard and calls every heard word no script word is an ad-lib.
// Usage: npm run bench:coach [-- --readings N] [-- --seed S]
import {
  alignTranscript,
  analyseRehearsal,
  coachScript,
  defaultFillers,
  fillerWords,
  heardWords,
  pick,
  seededRandom,
  type Random,
  type TimedWord,
} from '@cuemap/shared';
import { makeScript, SIMILAR, VOCABULARY } from './voice-prose';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const n = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} wants a positive number`);
  return n;
}
const READINGS = arg('readings', 40);
const SEED = arg('seed', 2028);
const WPM = 150;
const FILLERS = defaultFillers('en-US');
const FILLER_SET = new Set(FILLERS.map((f) => fillerWords(f).join(' ')));
// The fillers a speaker drops in, weighted as people say them.
const SAID_FILLERS = ['um', 'um', 'uh', 'uh', 'er', 'like', 'you know', 'so', 'basically', 'actually', 'kind of'];
const ADLIBS = [
  'let me say that again',
  'and honestly this surprised me',
  'bear with me here for a second',
  'I love this part',
  'as I was saying',
  'this is the important bit',
  'stay with me',
  'I did not expect that either',
  'here is the thing',
  'trust me on this one',
];
const PLAIN_VOCABULARY = VOCABULARY.filter((w) => !FILLER_SET.has(w));

interface Spoken {
  text: string;
  /** True start and length (ms). */
  at: number;
  dur: number;
  section: number;
  kind: 'script' | 'filler' | 'adlib';
  /** A filler's second or later word ("you know"). */
  part?: boolean;
  /** Not heard by the recogniser. */
  dropped: boolean;
}

interface Reading {
  sections: string[];
  spoken: Spoken[];
  skipped: Set<string>;
  adlibs: { section: number; text: string }[];
  /** Long pauses per section (the section of the word before each). */
  pauses: number[];
  truePace: number[];
}

function misheard(random: Random, word: string): string {
  if (SIMILAR[word] && random() < 0.6) return pick(random, SIMILAR[word]);
  if (word.length > 3) return word.slice(0, -1) + pick(random, ['s', 'ed', 'ing', 'er']);
  return pick(random, PLAIN_VOCABULARY);
}

function read(random: Random): Reading {
  const paragraphs = makeScript(random, 500 + Math.floor(random() * 1000));
  const sections = paragraphs.map((p) => p.join(' '));
  const script = coachScript(sections);
  const spoken: Spoken[] = [];
  const skipped = new Set<string>();
  const adlibs: { section: number; text: string }[] = [];
  const pauses: number[] = sections.map(() => 0);
  let t = 0;
  let section = -1;
  let wordMs = 400;
  const say = (text: string, kind: Spoken['kind'], s: number, part = false) => {
    const dur = wordMs * (0.7 + random() * 0.6);
    spoken.push({ text, at: t, dur, section: s, kind, part, dropped: kind === 'script' && random() < 0.03 });
    t += dur;
  };
  script.sentences.forEach((sentence, n) => {
    if (sentence.section !== section) {
      section = sentence.section;
      // Each section at its own pace: 110–200 WPM.
      wordMs = 60_000 / (110 + random() * 90);
    }
    if (n > 0 && random() < 0.08) {
      skipped.add(`${sentence.section}:${sentence.text}`);
      return;
    }
    for (let w = sentence.from; w <= sentence.to; w++) {
      if (random() < 0.035)
        pick(random, SAID_FILLERS)
          .split(' ')
          .forEach((word, k) => say(word, 'filler', section, k > 0));
      const word = script.words[w]!;
      say(random() < 0.05 ? misheard(random, word) : word, 'script', section);
    }
    if (random() < 0.06) {
      const text = pick(random, ADLIBS);
      for (const word of text.split(' ')) say(word, 'adlib', section);
      adlibs.push({ section, text: heardWords(text).join(' ') });
    }
    // Between sentences a breath; now and then a long pause (counted for the section of the word before it).
    if (random() < 0.05) {
      t += 3500 + random() * 4000;
      const before = spoken.at(-1);
      if (before) pauses[before.section] = (pauses[before.section] ?? 0) + 1;
    } else t += 150 + random() * 600;
  });
  // The true pace: words said (fillers not counted) over the time from a section's first word to the next's.
  const firstAt = new Map<number, number>();
  const words = new Map<number, number>();
  for (const s of spoken) {
    if (!firstAt.has(s.section)) firstAt.set(s.section, s.at);
    if (s.kind !== 'filler') words.set(s.section, (words.get(s.section) ?? 0) + 1);
  }
  const order = [...firstAt.keys()];
  const last = spoken.at(-1)!;
  const truePace = sections.map((_, i) => {
    const k = order.indexOf(i);
    if (k < 0) return NaN;
    const end = k + 1 < order.length ? firstAt.get(order[k + 1]!)! : last.at + last.dur;
    return ((words.get(i) ?? 0) * 60_000) / (end - firstAt.get(i)!);
  });
  return { sections, spoken, skipped, adlibs, pauses, truePace };
}

/**
 * The recogniser: words as heard (misheard ones already in), dropped ones left out, each stamped with the
 * first interim result that shows it — results every 150–350 ms, a word showing 200–500 ms after it ends.
 */
function hear(random: Random, spoken: Spoken[]): { transcript: TimedWord[]; index: number[] } {
  const transcript: TimedWord[] = [];
  const index: number[] = [];
  let event = 0;
  let latency = 350;
  spoken.forEach((s, i) => {
    if (i > 0 && s.at - spoken[i - 1]!.at > 2000) latency = 200 + random() * 300;
    const shows = s.at + s.dur + latency;
    while (event < shows) event += 150 + random() * 200;
    if (s.dropped) return;
    // A misheard word may come out as two ('out ran'): one entry a word, as a recogniser gives them.
    for (const word of heardWords(s.text)) {
      transcript.push({ text: word, atMs: Math.round(event) });
      index.push(i);
    }
  });
  return { transcript, index };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const ratio = (a: number, b: number) => (b ? a / b : 1);

function main() {
  let fillerTrue = 0;
  let fillerFound = 0;
  let fillerHits = 0;
  let naiveFound = 0;
  let naiveHits = 0;
  let paceSections = 0;
  let paceWithin = 0;
  let paceErr = 0;
  let skipTrue = 0;
  let skipHits = 0;
  let skipFound = 0;
  let adlibTrue = 0;
  let adlibHits = 0;
  let adlibFound = 0;
  let words = 0;
  let analyseMs = 0;
  let pauseTrue = 0;
  let pauseFound = 0;
  let pauseHits = 0;
  for (let n = 0; n < READINGS; n++) {
    const random = seededRandom(SEED * 1000 + n);
    const reading = read(random);
    const { transcript, index } = hear(seededRandom(SEED * 7919 + n), reading.spoken);
    words += transcript.length;
    const input = { sections: reading.sections.map((text) => ({ text })), wpm: WPM, transcript, fillers: FILLERS, lang: 'en-US' };
    const started = performance.now();
    const coach = analyseRehearsal(input);
    analyseMs += performance.now() - started;

    // Fillers, word by word: the coach's marks against what was said as a filler.
    const tokens = alignTranscript(coachScript(reading.sections), transcript, FILLERS);
    tokens.forEach((token, k) => {
      const truth = reading.spoken[index[k]!]!;
      const isFiller = truth.kind === 'filler';
      if (isFiller && !truth.part) fillerTrue++;
      if (token.filler) {
        fillerFound++;
        if (isFiller && !truth.part) fillerHits++;
      }
      // The baseline counts every word (or pair) on the list.
      const pair = `${token.norm} ${tokens[k + 1]?.norm ?? ''}`;
      if (FILLER_SET.has(pair) || (FILLER_SET.has(token.norm) && !FILLER_SET.has(`${tokens[k - 1]?.norm ?? ''} ${token.norm}`))) {
        naiveFound++;
        if (isFiller && !truth.part) naiveHits++;
      }
    });

    coach.sections.forEach((s, i) => {
      const truth = reading.truePace[i]!;
      if (!Number.isFinite(truth) || s.wpm === null) return;
      paceSections++;
      const err = Math.abs(s.wpm / truth - 1);
      paceErr += err;
      if (err <= 0.05) paceWithin++;
    });

    coach.sections.forEach((s, i) => {
      const truth = reading.pauses[i] ?? 0;
      pauseTrue += truth;
      pauseFound += s.pauses.length;
      pauseHits += Math.min(truth, s.pauses.length);
    });

    const foundSkips = new Set(coach.sections.flatMap((s, i) => s.skipped.map((text) => `${i}:${text}`)));
    skipTrue += reading.skipped.size;
    skipFound += foundSkips.size;
    for (const key of reading.skipped) if (foundSkips.has(key)) skipHits++;

    const foundAdlibs = coach.sections.flatMap((s, i) => s.adlibs.map((a) => ({ section: i, text: a.text })));
    adlibTrue += reading.adlibs.length;
    adlibFound += foundAdlibs.length;
    const matches = (a: { section: number; text: string }, b: { section: number; text: string }) =>
      a.section === b.section && (a.text.includes(b.text) || b.text.includes(a.text));
    for (const truth of reading.adlibs) if (foundAdlibs.some((f) => matches(f, truth))) adlibHits++;
  }

  const fillerPrecision = ratio(fillerHits, fillerFound);
  const fillerRecall = ratio(fillerHits, fillerTrue);
  const paceShare = ratio(paceWithin, paceSections);
  const skipRecall = ratio(skipHits, skipTrue);
  const adlibRecall = ratio(adlibHits, adlibTrue);
  console.log(
    `Rehearsal coach: ${READINGS} readings, ${words} words heard, seed ${SEED}; analysis ${Math.round(analyseMs)} ms in all (${((analyseMs / words) * 1000).toFixed(1)} µs a word)`,
  );
  console.log('');
  const row = (label: string, value: string, target: string, base = '') => console.log(`${label.padEnd(36)}${value.padEnd(12)}${target.padEnd(12)}${base}`);
  row('', 'coach', 'target', 'naive baseline');
  row('filler precision', pct(fillerPrecision), '≥ 95 %', pct(ratio(naiveHits, naiveFound)));
  row('filler recall', pct(fillerRecall), '≥ 95 %', pct(ratio(naiveHits, fillerTrue)));
  row('sections paced within ±5 %', pct(paceShare), '≥ 95 %');
  row('mean pace error per section', pct(paceErr / Math.max(1, paceSections)), '');
  row('long pauses found', pct(ratio(pauseHits, pauseTrue)), '');
  row('pauses reported that were pauses', pct(ratio(pauseHits, pauseFound)), '');
  row('skipped sentences found', pct(skipRecall), '≥ 90 %');
  row('skips reported that were skips', pct(ratio(skipHits, skipFound)), '');
  row('ad-libs found', pct(adlibRecall), '≥ 90 %');
  row('ad-libs reported that were ad-libs', pct(ratio(adlibHits, adlibFound)), '');
  console.log(`(${fillerTrue} fillers, ${paceSections} sections, ${pauseTrue} long pauses, ${skipTrue} skipped sentences, ${adlibTrue} ad-libs)`);
  const met = fillerPrecision >= 0.95 && fillerRecall >= 0.95 && paceShare >= 0.95 && skipRecall >= 0.9 && adlibRecall >= 0.9;
  console.log(met ? 'targets met' : 'TARGET MISSED');
  if (!met) process.exitCode = 1;
}

main();
