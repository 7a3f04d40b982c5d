// *Fit to N minutes* without a model: one section's words brought to a word budget, deterministically.
// Too long → sentences go from the end (the first always stays), then words of the last one kept.
// Too short → sentences are added, built from the section's own words and its node's, in the
// offline writer's spoken style. The result is within ±10 % of the budget (sectionSlack).
import { hashString, pick, scriptWords, sectionSlack, seededRandom, takeWords, type Random } from '@cuemap/shared';
import { isGeneric, oneLine, phrase } from './offline-writer';
import { capitalise, midSentence, toSpokenParagraphs, withoutEndPunctuation } from './spoken-text';

/** What a section speaks about: its node's title and text (for an opening or close, the talk's title). */
export interface FitMaterial {
  title: string;
  nodeText: string;
}

interface Sentence {
  text: string;
  paragraph: number;
}

const SENTENCES_PER_PARAGRAPH = 4;

/** Paragraphs (blank-line separated) as sentences, each sentence's text exactly as written. */
function sentencesOf(text: string): Sentence[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return paragraphs.flatMap((p, paragraph) =>
    p
      .split(/(?<=[.!?…]["'”’)\]*]*)\s+/)
      .filter(Boolean)
      .map((sentence) => ({ text: sentence, paragraph })),
  );
}

function render(sentences: readonly Sentence[]): string {
  const paragraphs: string[][] = [];
  for (const s of sentences) (paragraphs[s.paragraph] ??= []).push(s.text);
  return paragraphs
    .filter((p) => p?.length)
    .map((p) => p.join(' '))
    .join('\n\n');
}

/**
 * The first `n` words of a sentence (or, when `max` allows, up to `max` words ending at a comma or
 * other clause break), ended as a sentence, an open `**` cue mark closed again.
 */
export function cutSentence(text: string, n: number, max = n): string {
  let cut = takeWords(text, n).trimEnd();
  for (let k = max; k > n; k--) {
    const longer = takeWords(text, k).trimEnd();
    if (/[,;:–—]$/.test(longer.replace(/\*\*$/, ''))) {
      cut = longer;
      break;
    }
  }
  if ((cut.match(/\*\*/g)?.length ?? 0) % 2 === 1) cut += '**';
  const close = cut.endsWith('**') ? '**' : '';
  const core = (close ? cut.slice(0, -2) : cut).replace(/[\s,;:\-–—(]+$/, '');
  return /[.!?…]["'”’)\]]?$/.test(core) ? core + close : `${core}${close}.`;
}

/** Keeps whole sentences from the start while they fit, then cuts the next (or the first) to the budget. */
function trim(sentences: readonly Sentence[], budget: number, slack: number): Sentence[] {
  const kept: Sentence[] = [sentences[0]!];
  let total = scriptWords(sentences[0]!.text);
  for (const s of sentences.slice(1)) {
    const words = scriptWords(s.text);
    if (total + words > budget + slack) break;
    kept.push(s);
    total += words;
  }
  if (total > budget + slack) return [{ ...kept[0]!, text: cutSentence(kept[0]!.text, budget) }];
  const next = sentences[kept.length];
  if (total < budget - slack && next) kept.push({ ...next, text: cutSentence(next.text, budget - total, budget + slack - total) });
  return kept;
}

interface Slots {
  /** The topic as it reads mid-sentence, once, where the section does not name it yet; "this" after. */
  t: string;
  /** A whole phrase from the section's node, or ''. */
  p: string;
}

type Line = (s: Slots) => string | false;

// Each line reads well with any title and any phrase in its slots, and promises nothing the
// next line cannot keep (no "here's why…" with no reason after it). No slot takes a lone word
// picked from the text: "Think about one word here: let's." is what that gives.
const LINES: Line[] = [
  (s) => `Keep ${s.t} in mind.`,
  (s) => `Take a moment with ${s.t}.`,
  (s) => `Ask yourself what ${s.t} would mean for you.`,
  (s) => !!s.p && `${s.p}. That's the heart of it.`,
  (s) => !!s.p && `Remember this: ${s.p}.`,
  (s) => !!s.p && `Let me say it again. ${s.p}.`,
  (s) => !!s.p && `If you keep one line from this part, keep this one: ${s.p}.`,
  () => 'Let that sink in for a moment.',
  () => 'Hold on to that thought.',
  () => 'Picture that where you work.',
];

/** For the last few words, so a section ends on a whole sentence. */
const SHORT_LINES = ['Simple.', 'That matters.', 'Think about that.', 'Hold on to that.'];

/**
 * An endless, deterministic run of new sentences about the section's topic and its node's own
 * phrases (never the section's: those are often the writer's transitions), each at most `room`
 * words when it can be. Each phrase is quoted once; no line comes back before the others have been used.
 */
function addedSentences(text: string, material: FitMaterial, random: Random): (room: number) => string {
  const title = oneLine(material.title);
  // A question reads badly inside a line ("Keep why does it matter in mind").
  const named = !isGeneric(title) && !title.trim().endsWith('?') ? midSentence(withoutEndPunctuation(title)) : '';
  // The title is said once at most: not at all when the section already says it (a transition does).
  let topic = named && !text.toLowerCase().includes(named.toLowerCase()) ? named : 'this';
  const phrases = toSpokenParagraphs(material.nodeText)
    .flat()
    .map((s) => capitalise(phrase(s)))
    .filter((p) => p && !p.includes('…') && scriptWords(p) >= 3);
  let quoted = 0;
  const used = new Set<number>();
  let last = -1;
  return (room) => {
    const slots: Slots = { t: topic, p: phrases[quoted] ?? '' };
    const written = LINES.map((line, i) => [i, line(slots)] as const).filter((entry): entry is readonly [number, string] => !!entry[1]);
    if (written.every(([i]) => used.has(i))) {
      used.clear();
      used.add(last);
    }
    const usable = written.filter(([i]) => !used.has(i));
    const fitting = usable.filter(([, line]) => scriptWords(line) <= room);
    if (fitting.length) {
      const [index, line] = pick(random, fitting);
      used.add(index);
      last = index;
      if (!LINES[index]!({ t: topic, p: '' })) quoted++;
      else if (line.includes(topic)) topic = 'this';
      return line;
    }
    const short = SHORT_LINES.filter((line) => scriptWords(line) <= room);
    return short.length ? short[short.length - 1]! : pick(random, usable)[1];
  };
}

/** A goodbye ends its section: nothing is added after it. */
const SIGN_OFF = /^(?:thanks|thank you|see you)\b/i;

/** Adds sentences until the budget is reached (before a closing goodbye); one that runs past the window is cut. */
function expand(sentences: readonly Sentence[], budget: number, slack: number, next: (room: number) => string): Sentence[] {
  const last = sentences[sentences.length - 1];
  const signOff = sentences.length > 1 && last && SIGN_OFF.test(last.text) ? last : undefined;
  const out = signOff ? sentences.slice(0, -1) : [...sentences];
  let total = sentences.reduce((sum, s) => sum + scriptWords(s.text), 0);
  let paragraph = out.length ? out[out.length - 1]!.paragraph : 0;
  let inParagraph = out.filter((s) => s.paragraph === paragraph).length;
  // Aim at the budget itself, not the window's edge; a line may run into the slack above it.
  while (total < budget) {
    if (inParagraph >= SENTENCES_PER_PARAGRAPH) {
      paragraph++;
      inParagraph = 0;
    }
    let text = next(budget + slack - total);
    if (total + scriptWords(text) > budget + slack) text = cutSentence(text, budget - total);
    out.push({ text, paragraph });
    inParagraph++;
    total += scriptWords(text);
  }
  if (signOff) out.push({ ...signOff, paragraph: Math.max(paragraph, signOff.paragraph) });
  return out;
}

/**
 * `text` brought to `budget` words (within sectionSlack; unchanged when it already is). Same input,
 * same output.
 */
export function fitSectionText(text: string, budget: number, material: FitMaterial): string {
  const target = Math.max(1, Math.round(budget));
  const words = scriptWords(text);
  const slack = sectionSlack(target);
  if (Math.abs(words - target) <= slack) return text;
  const sentences = sentencesOf(text);
  if (words > target) return render(trim(sentences, target, slack));
  const random = seededRandom(hashString(JSON.stringify(['fit', text, target, material.title, material.nodeText])));
  return render(expand(sentences, target, slack, addedSentences(text, material, random)));
}
