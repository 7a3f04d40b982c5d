// The offline writer: deterministic ideas and teleprompter scripts built from the user's own words, no network.
import { hashString, pick, seededRandom, type Random } from '@cuemap/shared';
import type { IdeasRequest, ScriptRequest } from '../types';
import { capitalise, cleanInline, endSentence, midSentence, toSpokenParagraphs, withoutEndPunctuation, wordCount } from './spoken-text';

const GENERIC_TITLES = new Set(['', 'new idea', 'main idea', 'central idea', 'untitled', 'untitled script']);

/** A title that names nothing: a placeholder, or no word at all ("...", "?"). */
export function isGeneric(title: string): boolean {
  return GENERIC_TITLES.has(title.trim().toLowerCase()) || !/[\p{L}\p{N}]/u.test(title);
}

const TITLE_WORDS_MAX = 8;

/** A title that is really a sentence (imports often hold a paragraph as a topic): said as such, never "Next, <sentence>." */
function readsAsSentence(title: string): boolean {
  return wordCount(title) > TITLE_WORDS_MAX;
}

export function oneLine(text: string): string {
  return cleanInline(text.replace(/\s+/g, ' '));
}

/** A quotable phrase from a sentence: no end punctuation, at most about a dozen words. */
export function phrase(sentence: string | undefined): string {
  if (!sentence) return '';
  const words = withoutEndPunctuation(sentence).replace(/"/g, "'").split(/\s+/).filter(Boolean);
  return words.length > 14 ? `${words.slice(0, 12).join(' ')}…` : words.join(' ');
}

export const STOPWORDS = new Set(
  `about above after again against also because been before being below between both could does doing down during each
  every from further have having here hers herself himself into itself just more most much must myself only other ought
  ours ourselves over same should some such than that their theirs them themselves then there these they this those
  through under until very want what when where which while whom will with would your yours yourself yourselves really
  thing things make makes made like need needs well even still into onto upon them going gets
  `.split(/\s+/),
);

/** The most telling word in the details that the title doesn't already say. */
function keywordOf(details: string, title: string, random: Random): string {
  const titleWords = new Set(title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const counts = new Map<string, { word: string; count: number }>();
  for (const word of details.match(/[\p{L}\p{N}][\p{L}\p{N}'-]*[\p{L}\p{N}]/gu) ?? []) {
    const key = word.toLowerCase();
    if (key.length < 4 || STOPWORDS.has(key) || titleWords.has(key)) continue;
    const entry = counts.get(key) ?? { word, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const ranked = [...counts.values()].sort((a, b) => b.count - a.count || b.word.length - a.word.length || a.word.localeCompare(b.word));
  const top = ranked.slice(0, 3);
  return top.length ? pick(random, top).word : '';
}

function contextPhrase(context: string): string {
  const first = toSpokenParagraphs(context).flat()[0];
  return first ? midSentence(phrase(first)) : '';
}

const INSTRUCTION_VERBS =
  /^(keep|make|use|write|add|focus|be|avoid|include|mention|talk|explain|aim|speak|sound|don't|do|please|try|give|limit|stay|end|start|open|close)\b/i;

/**
 * Elite context in a spoken script. The offline writer cannot follow instructions, so it takes
 * what it can say aloud honestly: who the talk is for ("…for first-time founders", "My audience
 * is…"), or a descriptive note as it stands. Bare instructions ("Keep it short") are not spoken.
 */
function audienceSentence(context: string): string {
  const first = toSpokenParagraphs(context).flat()[0];
  if (!first) return '';
  const audience = /\b(?:for|audience(?: is|:)|audience are|speaking to|talking to)\s+([^.,;:!?]{2,80})/i.exec(first);
  if (audience?.[1]) return `This one is for ${withoutEndPunctuation(audience[1])}.`;
  if (INSTRUCTION_VERBS.test(first)) return '';
  return `I've shaped this with one thing in mind: ${midSentence(phrase(first))}.`;
}

interface IdeaSlots {
  /** Title as it reads mid-sentence. */
  t: string;
  /** A phrase from the details, or ''. */
  d: string;
  /** A second phrase from the details, or ''. */
  d2: string;
  /** A salient word from the details, or ''; only ever quoted, as any word reads well in quotes. */
  k: string;
}

type Template = (s: IdeaSlots) => string | false;

const HOOKS: Template[] = [
  (s) => `Open with the most surprising thing about ${s.t}, in one short sentence, before you explain anything.`,
  (s) => !!s.d && `Lead with your own line, "${s.d}", then tell the audience what ${s.t} changes for them today.`,
  (s) => `Start with a quick story: the first time ${s.t} made a real difference for you or someone you know.`,
  (s) => `Make a bold promise: by the end of this part, everyone will see ${s.t} differently.`,
  (s) => !!s.k && `Open on a single word, "${s.k}", and let it land before you connect it to ${s.t}.`,
];

const EXAMPLES: Template[] = [
  (s) => !!s.d && `Turn "${s.d}" into a real scene, with a name, a place and a number, so ${s.t} is easy to picture.`,
  (s) => `Walk through one concrete case of ${s.t}, step by step: what happened, what changed, and what it cost.`,
  (s) => `Show ${s.t} at work in a situation your audience faces every week.`,
  (s) => `Compare a before and an after: a day without ${s.t}, then the same day with it.`,
];

const QUESTIONS: Template[] = [
  (s) => `Ask the audience, "What would change for you if ${s.t} worked perfectly tomorrow?"`,
  (s) => `Say the doubt out loud, "Why should I care about ${s.t}?", and answer it in two sentences.`,
  (s) => !!s.k && `Ask, "What is the one thing about ${s.t} nobody tells you?", and build the answer around "${s.k}".`,
  (s) => !!s.d2 && `Turn your note "${s.d2}" into a question, let it sit, then answer it through ${s.t}.`,
];

const COUNTERPOINTS: Template[] = [
  (s) => `Name the strongest objection to ${s.t} and answer it honestly, without brushing it aside.`,
  (s) => `Admit the limits of ${s.t}. One fair limit makes everything else more believable.`,
  (s) => !!s.d && `Play the sceptic: "${s.d}" sounds good, but when does it fail? Show where ${s.t} still holds.`,
  (s) => `Describe someone who tried ${s.t} and it did not work, then explain what they missed.`,
];

const NEXT_STEPS: Template[] = [
  (s) => `Close this part with one thing the audience can do today to try ${s.t}.`,
  (s) => `Give a small challenge: apply ${s.t} once this week and notice what changes.`,
  (s) => !!s.k && `Leave them with one word to remember, "${s.k}", and what it means for ${s.t}.`,
  (s) => `Boil ${s.t} down to one sentence people can repeat to a friend tonight.`,
];

function choose(random: Random, templates: Template[], slots: IdeaSlots): string {
  const usable = templates.map((template) => template(slots)).filter((text): text is string => !!text);
  return pick(random, usable);
}

/**
 * Five angles on a node — a hook, an example, a question, a counterpoint, a next step — as a
 * numbered list, one idea per line, each "Label: idea". Same input, same output.
 */
export function offlineIdeas(input: IdeasRequest): string {
  const title = withoutEndPunctuation(oneLine(input.title)) || 'this idea';
  const sentences = toSpokenParagraphs(input.currentText).flat();
  const random = seededRandom(hashString(JSON.stringify(['ideas', input.title, input.currentText, input.userContext])));
  const slots: IdeaSlots = {
    t: midSentence(title),
    d: phrase(sentences[0]),
    d2: phrase(sentences[1]),
    k: keywordOf(cleanInline(input.currentText), title, random),
  };
  const context = contextPhrase(input.userContext);
  const tailored = (idea: string) => (context ? `${idea} Tailor it to your context: ${context}.` : idea);
  const ideas = [
    `Hook: ${choose(random, HOOKS, slots)}`,
    `Example: ${tailored(choose(random, EXAMPLES, slots))}`,
    `Question: ${choose(random, QUESTIONS, slots)}`,
    `Counterpoint: ${choose(random, COUNTERPOINTS, slots)}`,
    `Next step: ${tailored(choose(random, NEXT_STEPS, slots))}`,
  ];
  return ideas.map((idea, i) => `${i + 1}. ${idea}`).join('\n');
}

function sameTitle(a: string, b: string): boolean {
  return withoutEndPunctuation(a).toLowerCase() === withoutEndPunctuation(b).toLowerCase();
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

interface ScriptNode {
  title: string;
  paragraphs: string[][];
}

function transition(random: Random, node: ScriptNode, position: 'first' | 'middle' | 'last', previous: string): string {
  const title = withoutEndPunctuation(node.title);
  let options: string[];
  if (isGeneric(node.title) || readsAsSentence(node.title)) {
    options = {
      first: ["Let's begin.", "Here's where it starts."],
      middle: ["Here's the next point.", 'Now, another idea.', "Let's keep going."],
      last: ['One last point.', 'And finally, this.'],
    }[position];
  } else if (node.title.trim().endsWith('?')) {
    const question = capitalise(node.title.trim());
    options = {
      first: [`Let's start with a question. ${question}`],
      middle: [`Here's a question. ${question}`, `Now ask yourself. ${question}`, `Next question. ${question}`],
      last: [`One last question. ${question}`],
    }[position];
  } else {
    const t = midSentence(title);
    options = {
      first: [`Let's start with ${t}.`, `First, ${t}.`, `We begin with ${t}.`],
      middle: [`Next, ${t}.`, `Now let's turn to ${t}.`, `That brings us to ${t}.`, `Let's move on to ${t}.`, `Here's where ${t} comes in.`],
      last: [`Finally, ${t}.`, `One last thing: ${t}.`, `And to finish, ${t}.`],
    }[position];
  }
  // Avoid the same link twice in a row; it is the first thing a listener notices.
  const fresh = options.filter((option) => option.split(' ')[0] !== previous.split(' ')[0]);
  return pick(random, fresh.length ? fresh : options);
}

/** One part of an offline script: the opening or close (`node` null) or what it says for one node (1-based, as in the request). */
export interface OfflineScriptPart {
  node: number | null;
  text: string;
}

/**
 * A spoken script from a map: an opening that names the talk once, the root's own words, every
 * other node in node order as short paragraphs with transitions (a node with only a title is said
 * as a cue: its transition alone), and a close. Paragraphs are separated by a blank line; no
 * markdown, no stage directions.
 */
export function offlineScript(input: ScriptRequest): string {
  return offlineScriptParts(input)
    .map((part) => part.text)
    .join('\n\n');
}

/** The offline script as parts, each node's paragraphs tied to that node (see offlineScript). */
export function offlineScriptParts(input: ScriptRequest): OfflineScriptPart[] {
  const random = seededRandom(hashString(JSON.stringify(['script', input.mindMapTitle, input.nodes, input.additionalPrompt])));
  const all: Array<ScriptNode & { index: number }> = input.nodes.map((node, i) => ({
    title: oneLine(node.title),
    paragraphs: toSpokenParagraphs(node.text),
    index: i + 1,
  }));
  // The root is the talk itself, not one of its points: the node the script is named after, else
  // the first (Node Order starts at the root). A lone node (a section rewritten on its own) is a point.
  const mapTitle = withoutEndPunctuation(oneLine(input.mindMapTitle));
  let root = all.length > 1 ? (all.find((node) => sameTitle(node.title, mapTitle)) ?? all[0]) : undefined;
  const nodes = all.filter((node) => node !== root && (node.paragraphs.length > 0 || !isGeneric(node.title)));
  const spokenTitle = (node: ScriptNode) => midSentence(withoutEndPunctuation(node.title));
  const named = nodes.filter((node) => !isGeneric(node.title)).map(spokenTitle);
  const nameable = (titles: string[]) => titles.every((title) => !readsAsSentence(title));
  const rootTitle = root && !isGeneric(root.title) ? spokenTitle(root) : '';
  const topic = !isGeneric(mapTitle) ? midSentence(mapTitle) : rootTitle || (named[0] ?? '');
  const sameAsTopic = (title: string) => sameTitle(title, topic);
  const points = named.filter((title) => !sameAsTopic(title));

  const opening: string[] = [];
  opening.push(
    topic
      ? pick(random, [`Hi, and welcome. Today is all about ${topic}.`, `Welcome. Let's talk about ${topic}.`, `Thanks for joining me. This is ${topic}.`])
      : pick(random, ['Hi, and welcome.', 'Welcome, and thanks for being here.']),
  );
  const ends = [points[0]!, points[points.length - 1]!];
  if (points.length === 1 && nameable(points)) opening.push(`We'll focus on ${points[0]}.`);
  else if (points.length >= 2 && points.length <= 4 && nameable(points)) {
    opening.push(`${pick(random, ["We'll cover", "We'll go through", 'On the way, we look at'])} ${listOf(points)}.`);
  } else if (points.length > 4 && nameable(ends)) {
    opening.push(`We'll cover ${points.length} points, from ${ends[0]} to ${ends[1]}.`);
  } else if (points.length > 1) opening.push(`We'll cover ${points.length} points.`);
  const audienceLine = audienceSentence(input.additionalPrompt);
  if (audienceLine) opening.push(audienceLine);

  const body: Array<{ node: number; paragraphs: string[] }> = [];
  /** The root where Node Order has it: its own words, and its title only when the opening did not say it. */
  const sayRoot = (before: number) => {
    if (!root || root.index > before) return;
    const lead = rootTitle && !sameAsTopic(rootTitle) ? [`It all comes down to ${rootTitle}.`] : [];
    const [first = [], ...rest] = root.paragraphs;
    const paragraphs = [[...lead, ...first], ...rest].filter((paragraph) => paragraph.length > 0);
    if (paragraphs.length) body.push({ node: root.index, paragraphs: paragraphs.map((paragraph) => paragraph.join(' ')) });
    root = undefined;
  };
  let previous = '';
  nodes.forEach((node, i) => {
    sayRoot(node.index);
    const position = i === 0 ? 'first' : i === nodes.length - 1 ? 'last' : 'middle';
    const link = transition(random, node, position, previous);
    previous = link;
    const said = readsAsSentence(node.title) ? toSpokenParagraphs(node.title).flat() : [];
    const [first = [], ...rest] = node.paragraphs;
    body.push({ node: node.index, paragraphs: [[link, ...said, ...first].join(' '), ...rest.map((paragraph) => paragraph.join(' '))] });
  });
  sayRoot(Infinity);

  const close: string[] = [];
  close.push(pick(random, ["Let's bring it together.", 'So, to sum up.']));
  if (points.length >= 2 && points.length <= 4 && nameable(points)) close.push(`We looked at ${listOf(points)}.`);
  else if (points.length > 4 && nameable(ends)) close.push(`We went from ${ends[0]} all the way to ${ends[1]}.`);
  close.push(pick(random, ['Pick one idea and try it this week.', 'Take one of these and put it to work.', 'Start with one small step today.']));
  close.push(pick(random, ['Thanks for your time.', 'Thanks for listening.', 'See you next time.']));

  const paragraph = (sentences: string[]) => sentences.map(endSentence).join(' ');
  const spoken = (paragraphs: string[]) => paragraphs.filter((p) => wordCount(p) > 0).join('\n\n');
  return [
    { node: null, text: spoken([paragraph(opening)]) },
    ...body.map((part) => ({ node: part.node, text: spoken(part.paragraphs.map((p) => paragraph([p]))) })),
    { node: null, text: spoken([paragraph(close)]) },
  ].filter((part) => part.text.length > 0);
}
