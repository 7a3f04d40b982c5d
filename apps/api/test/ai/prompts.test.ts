// The assembled prompt texts: rules for spoken delivery, the user's words, node order, Elite context only when given.
import { describe, expect, it } from 'vitest';
import { buildIdeasPrompt, buildScriptPrompt, IDEAS_SYSTEM_PROMPT, SCRIPT_SYSTEM_PROMPT } from '../../src/plugins/app/ai/prompts';
import { ELITE_CONTEXT, ideasInput, scriptInput } from './fixtures';

describe('ideas prompt', () => {
  it('asks for five labelled angles as a short plain list', () => {
    const { system } = buildIdeasPrompt(ideasInput());
    expect(system).toBe(IDEAS_SYSTEM_PROMPT);
    expect(system).toContain('Exactly five ideas, one per line, numbered 1 to 5.');
    expect(system).toContain('a hook, a concrete example, a question for the audience, a counterpoint, a next step');
    expect(system).toContain('"1. Hook:", "2. Example:", "3. Question:", "4. Counterpoint:", "5. Next step:"');
    expect(system).toContain("Reuse the presenter's own words");
    expect(system).toContain('no markdown');
  });

  it('carries the node title and details, without a context section for non-Elite input', () => {
    expect(buildIdeasPrompt(ideasInput()).prompt).toBe('Node title:\nMorning routines\n\nNode details:\nA ten-minute walk beats coffee for waking up.');
  });

  it('says when the node has no details yet', () => {
    expect(buildIdeasPrompt({ title: '  Pricing ', currentText: ' ', userContext: '' }).prompt).toBe('Node title:\nPricing\n\nNode details:\n(none yet)');
  });

  it('adds the Elite context as its own section when given', () => {
    expect(buildIdeasPrompt(ideasInput(`  ${ELITE_CONTEXT}\n`)).prompt).toBe(
      'Node title:\nMorning routines\n\nNode details:\nA ten-minute walk beats coffee for waking up.' +
        `\n\nThe presenter's context (shape every idea to fit it):\n${ELITE_CONTEXT}`,
    );
    expect(buildIdeasPrompt(ideasInput('   ')).prompt).not.toContain('context');
  });
});

describe('script prompt', () => {
  it('sets the rules for a script read aloud', () => {
    const { system } = buildScriptPrompt(scriptInput());
    expect(system).toBe(SCRIPT_SYSTEM_PROMPT);
    for (const rule of [
      'short sentences',
      'Cover every node, in the order given. Do not skip nodes and do not reorder them.',
      "Reuse the presenter's own words",
      'Separate paragraphs with one blank line.',
      'no markdown, no headings, no bullet points, no numbered lists',
      'No stage directions',
      'Begin with a short opening',
      'End with a short close',
    ]) {
      expect(system).toContain(rule);
    }
  });

  it('lists the title and every node, numbered, in node order', () => {
    expect(buildScriptPrompt(scriptInput()).prompt).toBe(
      [
        'Title of the talk:\nRemote teams that work',
        'Nodes, in order (3):\nNode 1: Async first\nWrite decisions down so nobody waits for a meeting.',
        'Node 2: Time zones\nOverlap two hours a day, no more.',
        'Node 3: Next steps\nReplace one meeting with a document this week.',
      ].join('\n\n'),
    );
  });

  it('marks untitled maps, untitled nodes and nodes without details', () => {
    const { prompt } = buildScriptPrompt({
      mindMapTitle: '',
      nodes: [
        { title: '', text: 'Just text.' },
        { title: 'Only a title', text: '' },
      ],
      additionalPrompt: '',
    });
    expect(prompt).toBe('Title of the talk:\n(untitled)\n\nNodes, in order (2):\nNode 1: (untitled)\nJust text.\n\nNode 2: Only a title\n(no details)');
  });

  it('adds the Elite instructions last, only when given', () => {
    const { prompt } = buildScriptPrompt(scriptInput(ELITE_CONTEXT));
    expect(prompt.endsWith(`\n\nAdditional instructions from the presenter (follow them unless they break the rules above):\n${ELITE_CONTEXT}`)).toBe(true);
    expect(buildScriptPrompt(scriptInput('  \n')).prompt).not.toContain('Additional instructions');
  });
});
