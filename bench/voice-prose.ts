// Varied, talk-like prose for the Follow voice benchmark (bench/voice-follow.ts): seeded, so every run
// reads the same scripts. Sentences are built from templates and word banks, with the cue marks the
// teleprompter shows (`[pause]`, `[note]`, `**emphasis**`) now and then.
import { pick, type Random } from '@cuemap/shared';

const NOUNS = [
  'team',
  'customer',
  'budget',
  'product',
  'meeting',
  'deadline',
  'market',
  'company',
  'project',
  'problem',
  'question',
  'answer',
  'story',
  'decision',
  'result',
  'number',
  'quarter',
  'strategy',
  'audience',
  'partner',
  'mistake',
  'lesson',
  'habit',
  'system',
  'process',
  'release',
  'feature',
  'report',
  'survey',
  'interview',
  'pilot',
  'launch',
  'office',
  'weekend',
  'morning',
  'engineer',
  'manager',
  'designer',
  'student',
  'teacher',
  'hospital',
  'village',
  'river',
  'kitchen',
  'garden',
  'machine',
  'journey',
  'promise',
  'pattern',
  'signal',
  'surprise',
  'argument',
  'evidence',
];
const ADJECTIVES = [
  'simple',
  'difficult',
  'honest',
  'careful',
  'quiet',
  'expensive',
  'cheap',
  'early',
  'late',
  'small',
  'large',
  'obvious',
  'hidden',
  'practical',
  'useful',
  'strange',
  'familiar',
  'new',
  'old',
  'clear',
  'messy',
  'brave',
  'slow',
  'quick',
  'important',
  'boring',
  'exciting',
  'local',
  'global',
  'fragile',
  'solid',
  'better',
  'worse',
  'different',
  'surprising',
];
const VERBS = [
  'changed',
  'measured',
  'built',
  'tested',
  'ignored',
  'shared',
  'explained',
  'discovered',
  'questioned',
  'improved',
  'missed',
  'planned',
  'finished',
  'started',
  'described',
  'reviewed',
  'doubled',
  'reduced',
  'watched',
  'followed',
  'trusted',
  'rewrote',
  'cancelled',
  'delivered',
  'learned',
  'noticed',
  'counted',
  'compared',
  'simplified',
  'celebrated',
];
const ADVERBS = ['quickly', 'slowly', 'carefully', 'honestly', 'finally', 'quietly', 'suddenly', 'rarely', 'always', 'often', 'eventually', 'gladly'];
const NAMES = ['Maria', 'Tom', 'Aisha', 'Kenji', 'Lena', 'Omar', 'Priya', 'Jonas', 'Chloé', 'Mateo', 'Zoë', 'Sven'];
const NUMBERS = ['two', 'three', 'five', 'seven', 'ten', 'twelve', 'forty', '18', '250', '3', '90'];
const CUES = ['[pause]', '[smile]', '[slide 3]', '[look up]', '[breathe]'];

type Filler = (random: Random) => string;
const n: Filler = (r) => pick(r, NOUNS);
const a: Filler = (r) => pick(r, ADJECTIVES);
const v: Filler = (r) => pick(r, VERBS);
const adv: Filler = (r) => pick(r, ADVERBS);
const name: Filler = (r) => pick(r, NAMES);
const num: Filler = (r) => pick(r, NUMBERS);

const TEMPLATES: ((r: Random) => string)[] = [
  (r) => `The ${n(r)} we ${v(r)} last year was ${a(r)}, and nobody in the ${n(r)} expected that.`,
  (r) => `When ${name(r)} first ${v(r)} the ${n(r)}, the ${a(r)} part was not the ${n(r)} but the ${n(r)}.`,
  (r) => `So we ${adv(r)} ${v(r)} every ${n(r)} for ${num(r)} weeks, and the ${n(r)} ${v(r)} with it.`,
  (r) => `Here is the ${a(r)} truth: a ${a(r)} ${n(r)} beats a ${a(r)} ${n(r)} almost every time.`,
  (r) => `If you remember one thing from this ${n(r)}, let it be the ${n(r)} that ${name(r)} ${v(r)}.`,
  (r) => `We had ${num(r)} ${n(r)}s, ${num(r)} ${n(r)}s and one very ${a(r)} ${n(r)} on the table.`,
  (r) => `Nobody ${v(r)} the ${n(r)} until the ${n(r)} was already ${a(r)}.`,
  (r) => `That is why the ${n(r)} matters more than the ${n(r)}, even when the ${n(r)} looks ${a(r)}.`,
  (r) => `${name(r)} ${adv(r)} asked a ${a(r)} question: what would the ${n(r)} say about our ${n(r)}?`,
  (r) => `It took us ${num(r)} months to see that the ${n(r)} and the ${n(r)} were the same ${n(r)}.`,
  (r) => `Think about the last time your ${n(r)} ${v(r)} a ${a(r)} ${n(r)}.`,
  (r) => `The ${a(r)} answer is to write it down, share it with the ${n(r)}, and ask for objections.`,
  (r) => `Some people call that ${a(r)}; I call it a ${n(r)} we ${v(r)} on purpose.`,
  (r) => `By the end of the ${n(r)}, ${num(r)} out of ${num(r)} ${n(r)}s had ${v(r)} their ${n(r)}.`,
  (r) => `Our ${n(r)} was ${a(r)}, our ${n(r)} was ${a(r)}, and our ${n(r)} was ${adv(r)} ${a(r)}.`,
  (r) => `And then, ${adv(r)}, the ${n(r)} ${v(r)} everything we thought we knew about the ${n(r)}.`,
  (r) => `I still remember the ${n(r)} when ${name(r)} and ${name(r)} ${v(r)} the ${a(r)} ${n(r)} together.`,
  (r) => `You do not need a ${a(r)} ${n(r)} for this, just a ${a(r)} ${n(r)} and some patience.`,
  (r) => `Which brings me to the ${n(r)}.`,
  (r) => `The numbers moved ${adv(r)} at first, then all at once, which is how most ${n(r)}s change.`,
];

/** A sentence, now and then with a cue mark or an emphasised word. */
function sentence(random: Random): string {
  let text = pick(random, TEMPLATES)(random);
  if (random() < 0.08) text = `${text} ${pick(random, CUES)}`;
  if (random() < 0.08) text = text.replace(/\b([a-z]{5,})\b/, '**$1**');
  return text;
}

/** Paragraphs of sentences, about `words` words in all. */
export function makeScript(random: Random, words: number): string[][] {
  const paragraphs: string[][] = [];
  let count = 0;
  while (count < words) {
    const paragraph: string[] = [];
    const size = 2 + Math.floor(random() * 5);
    for (let i = 0; i < size; i++) {
      const s = sentence(random);
      paragraph.push(s);
      count += s.split(/\s+/).length;
    }
    paragraphs.push(paragraph);
  }
  return paragraphs;
}

/** Random words a recogniser might put in: the banks plus everyday words. */
export const VOCABULARY = [
  ...NOUNS,
  ...ADJECTIVES,
  ...VERBS,
  'the',
  'a',
  'and',
  'so',
  'uh',
  'well',
  'like',
  'just',
  'it',
  'that',
  'we',
  'in',
  'on',
  'but',
  'is',
  'to',
  'you',
];

/** Similar-sounding words a recogniser confuses. */
export const SIMILAR: Record<string, string[]> = {
  the: ['a', 'that', 'then'],
  and: ['an', 'in', 'end'],
  we: ['he', 'be', 'wee'],
  our: ['are', 'hour'],
  their: ['there', 'they’re'],
  to: ['two', 'too'],
  for: ['four', 'far'],
  was: ['is', 'wise'],
  team: ['theme', 'teen'],
  budget: ['bucket', 'budgie'],
  meeting: ['meaning', 'eating'],
  market: ['marked', 'markets'],
  quarter: ['border', 'water'],
  mistake: ['mistook', 'this take'],
  weekend: ['week end', 'weakened'],
  cheap: ['sheep', 'chip'],
  quiet: ['quite', 'quit'],
  brave: ['grave', 'breve'],
  pilot: ['pilate', 'pirate'],
  launch: ['lunch', 'lunge'],
  survey: ['service', 'surely'],
  signal: ['single', 'signed'],
  surprise: ['sunrise', 'surprised'],
  story: ['sorry', 'storey'],
  result: ['results', 'resold'],
  numbers: ['members', 'lumbers'],
  habit: ['rabbit', 'have it'],
  river: ['driver', 'liver'],
};
