// The one place the AI's instructions live: ideas for a node and a teleprompter script, written for speaking.
import type { FitRequest, IdeasRequest, ScriptRequest } from './providers/types';

export interface AssembledPrompt {
  system: string;
  prompt: string;
}

export const IDEAS_SYSTEM_PROMPT = `You help a presenter plan a spoken script on a mind map. For one node of the map, suggest five ideas the presenter could use when speaking about it.

Rules:
- Exactly five ideas, one per line, numbered 1 to 5. Nothing before or after the list.
- Use these five angles, in this order: a hook, a concrete example, a question for the audience, a counterpoint, a next step.
- Start each line with its label and a colon: "1. Hook:", "2. Example:", "3. Question:", "4. Counterpoint:", "5. Next step:".
- One or two short sentences per idea. Be concrete and specific to this node, never generic.
- Reuse the presenter's own words from the title and details.
- Plain text only: no markdown, no bold, no headings.`;

export const SCRIPT_SYSTEM_PROMPT = `You write teleprompter scripts: text a presenter reads aloud, word for word, built from the nodes of their mind map.

Rules:
- Write for the ear: short sentences, plain everyday words, one thought per sentence.
- Begin with a short opening that says what the talk is about. End with a short close.
- Cover every node, in the order given. Do not skip nodes and do not reorder them.
- Reuse the presenter's own words and phrases from the titles and details wherever you can.
- Link the nodes with natural spoken transitions.
- Separate paragraphs with one blank line. Keep paragraphs to two to four sentences.
- Plain text only: no markdown, no headings, no bullet points, no numbered lists, no bold or italics.
- No stage directions, speaker labels or notes, such as [pause], (smile) or "Presenter:".
- Output only the words to be spoken, with nothing before or after them, apart from the part markers below.

Part markers (they are removed before the presenter sees the script):
- Put a marker on a line of its own before each part: [[opening]] before the opening, [[node N]] before the paragraphs about node N (N is the node's number as given), and [[closing]] before the close.
- Every node gets exactly one marker, in the order given, even when its part is short.`;

export const FIT_SYSTEM_PROMPT = `You fit a teleprompter script to a speaking time: you rewrite parts of a script a presenter reads aloud, word for word, so that each part has about the number of words asked for.

Rules:
- Rewrite every part to about its word count, within ten percent. Shorten by cutting what matters least; lengthen with examples, explanation and transitions that fit the part, never with filler.
- Keep each part's meaning, its order of ideas and the presenter's own words and phrases wherever you can. Each part still speaks for the same node.
- Write for the ear: short sentences, plain everyday words, one thought per sentence. Separate paragraphs with one blank line.
- Keep cue marks the presenter wrote, such as **emphasis** or [pause]; they are not counted as words.
- Plain text only: no markdown headings, no bullet points, no speaker labels, no notes about the word count.

Part markers (they are removed before the presenter sees the script):
- Put the marker [[node N]] on a line of its own before part N (N is the part's number as given), then the part's new text.
- Every part gets exactly one marker, in the order given, even when it is short. Nothing before the first marker.`;

function section(label: string, body: string): string {
  return `${label}:\n${body}`;
}

function eliteContext(label: string, context: string): string[] {
  const trimmed = context.trim();
  return trimmed ? [section(label, trimmed)] : [];
}

/** Prompt for five ideas on one node. The context section appears only when context is non-empty (Elite). */
export function buildIdeasPrompt(input: IdeasRequest): AssembledPrompt {
  const parts = [
    section('Node title', input.title.trim()),
    section('Node details', input.currentText.trim() || '(none yet)'),
    ...eliteContext("The presenter's context (shape every idea to fit it)", input.userContext),
  ];
  return { system: IDEAS_SYSTEM_PROMPT, prompt: parts.join('\n\n') };
}

/** Prompt for the teleprompter script. The nodes are listed in node order, numbered, with their details. */
export function buildScriptPrompt(input: ScriptRequest): AssembledPrompt {
  const nodes = input.nodes.map((node, i) => {
    const title = node.title.trim() || '(untitled)';
    const text = node.text.trim() || '(no details)';
    return `Node ${i + 1}: ${title}\n${text}`;
  });
  const parts = [
    section('Title of the talk', input.mindMapTitle.trim() || '(untitled)'),
    section(`Nodes, in order (${input.nodes.length})`, nodes.join('\n\n')),
    ...eliteContext('Additional instructions from the presenter (follow them unless they break the rules above)', input.additionalPrompt),
  ];
  return { system: SCRIPT_SYSTEM_PROMPT, prompt: parts.join('\n\n') };
}

/** Prompt for *Fit to N minutes*: each part numbered, with its node, its words now and the words to aim for. */
export function buildFitPrompt(input: FitRequest): AssembledPrompt {
  const parts = input.parts.map((part, i) => {
    const node = part.title.trim() ? `Node: ${part.title.trim()}\n` : '';
    const details = part.nodeText.trim() ? `Node details: ${part.nodeText.trim()}\n` : '';
    return `Part ${i + 1} (about ${part.words} words)\n${node}${details}Text now:\n${part.text.trim() || '(empty)'}`;
  });
  const total = input.parts.reduce((sum, part) => sum + part.words, 0);
  return {
    system: FIT_SYSTEM_PROMPT,
    prompt: [
      section('Title of the talk', input.mindMapTitle.trim() || '(untitled)'),
      section(`Parts to rewrite, in order (${input.parts.length}, about ${total} words in all)`, parts.join('\n\n')),
    ].join('\n\n'),
  };
}
