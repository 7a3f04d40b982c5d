// The offline writer's properties, the mindMapContent format, ideas splitting and the Elite context rule.
import { contextForPlan, hasScriptContent, ideaToNode, parseMapContent, serializeMapContent, splitIdeas } from '@cuemap/shared';
import { describe, expect, it } from 'vitest';
import { offlineIdeas, offlineScript } from '../../src/plugins/app/ai/providers/offline/offline-writer';
import type { IdeasRequest, ScriptRequest } from '../../src/plugins/app/ai/providers';

const MARKDOWN = /(^|\n)\s*(#|[-*+•]\s|\d+[.)]\s|>)|\*\*|__|`|\[|\]/;
const STAGE_DIRECTION = /\[[^\]]*\]|\((pause|smile|beat|laughs?)\)/i;

const node: IdeasRequest = {
  title: 'Morning routines',
  currentText: 'Most people check their phone first thing. A ten-minute walk beats coffee for waking up.',
  userContext: '',
};

describe('offlineIdeas', () => {
  const ideas = offlineIdeas(node);
  const items = splitIdeas(ideas);

  it('gives five ideas as a numbered list: a hook, an example, a question, a counterpoint, a next step', () => {
    expect(ideas.split('\n')).toHaveLength(5);
    expect(ideas.split('\n').map((line) => line.slice(0, 3))).toEqual(['1. ', '2. ', '3. ', '4. ', '5. ']);
    expect(items.map((item) => ideaToNode(item).title)).toEqual(['Hook', 'Example', 'Question', 'Counterpoint', 'Next step']);
  });

  it('mentions the node in every idea and reuses the words of its details', () => {
    for (const item of items) expect(item.toLowerCase()).toContain('morning routines');
    const detailWords = ['phone first thing', 'ten-minute', 'coffee', 'walk', 'waking'];
    expect(detailWords.some((word) => ideas.includes(word))).toBe(true);
  });

  it('is deterministic, and varies its phrasing with the input', () => {
    expect(offlineIdeas({ ...node })).toBe(ideas);
    const titles = ['Pricing', 'Hiring your first engineer', 'Cold emails', 'Public speaking', 'Budgets', 'Onboarding', 'Churn', 'Launch day'];
    // Replace the title to compare the phrasing itself.
    const phrasings = new Set(
      titles.map((title) => offlineIdeas({ title, currentText: '', userContext: '' }).split(title).join('{t}').split(title.toLowerCase()).join('{t}')),
    );
    expect(phrasings.size).toBeGreaterThan(3);
  });

  it('works from a bare title', () => {
    const bare = offlineIdeas({ title: 'Pricing', currentText: '', userContext: '' });
    expect(splitIdeas(bare)).toHaveLength(5);
    for (const item of splitIdeas(bare)) expect(item).toContain('Pricing');
  });

  it('uses the Elite context when given, and only then', () => {
    const withContext = offlineIdeas({ ...node, userContext: 'My audience is first-time founders.' });
    expect(withContext).toContain('first-time founders');
    expect(ideas).not.toContain('context');
  });

  it('quotes a word it takes from the details instead of building a sentence around it (issue 24)', () => {
    for (const title of ['Pricing', 'Hiring your first engineer', 'Cold emails', 'Public speaking', 'Budgets', 'Onboarding', 'Churn', 'Launch day']) {
      const ideas = offlineIdeas({ title, currentText: "Let's quartz. Let's see quartz again. We'll quartz it.", userContext: '' });
      // Outside quotation marks, neither the picked word nor anything else of the details is said.
      expect(ideas.replace(/"[^"]*"/g, '""'), ideas).not.toMatch(/quartz|let's/i);
    }
  });

  it('writes plain text, even from markdown details', () => {
    const fromMarkdown = offlineIdeas({
      title: '**Launch** plan',
      currentText: '## Goals\n- Ship the **beta** by May\n- Get `ten` customers',
      userContext: '',
    });
    expect(fromMarkdown.replace(/^\d\. /gm, '')).not.toMatch(MARKDOWN);
  });
});

const map: ScriptRequest = {
  mindMapTitle: 'Remote teams that work',
  nodes: [
    { title: 'Main Idea', text: 'Remote work is here to stay. But **most teams** still run it like an office.' },
    {
      title: 'Async first',
      text:
        '- Write things down\n- Default to docs, not meetings\n- [pause] Record decisions\n\n' +
        'This changes how a team thinks, because when everything is written, new people can catch up on their own, ' +
        'without asking anyone, and the team spends less time in calls and more time doing the work that matters.',
    },
    { title: 'Why does it matter?', text: 'Time zones.' },
    { title: 'Tools', text: '' },
    { title: 'New Idea', text: '' },
    { title: 'Next steps', text: '# Homework\nPick one meeting (smile) and replace it with a doc this week.' },
  ],
  additionalPrompt: '',
};

describe('offlineScript', () => {
  const script = offlineScript(map);
  const paragraphs = script.split('\n\n');

  it('separates paragraphs with one blank line and keeps each paragraph on one line', () => {
    expect(paragraphs.length).toBeGreaterThanOrEqual(map.nodes.length);
    for (const paragraph of paragraphs) {
      expect(paragraph).not.toContain('\n');
      expect(paragraph.trim()).toBe(paragraph);
      expect(paragraph.length).toBeGreaterThan(0);
    }
  });

  it('opens with the topic and closes, with every node in between in node order', () => {
    expect(paragraphs[0]).toContain('remote teams that work');
    const markers = [
      'Remote work is here to stay.',
      'Write things down.',
      'Default to docs, not meetings.',
      'Record decisions.',
      'This changes how a team thinks.',
      'Why does it matter? Time zones.',
      'Tools',
      'Pick one meeting and replace it with a doc this week.',
    ];
    const body = paragraphs.slice(1, -1).join('\n\n');
    const positions = markers.map((marker) => body.indexOf(marker));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(paragraphs.at(-1)).toMatch(/Thanks for your time\.|Thanks for listening\.|See you next time\./);
  });

  it('links the nodes with spoken transitions', () => {
    expect(script).toMatch(/(Let's start with|First,|We begin with|Let's begin\.|Here's where it starts\.)/);
    expect(script).toMatch(/(Finally, next steps\.|One last thing: next steps\.|And to finish, next steps\.)/);
  });

  it('has no markdown and no stage directions', () => {
    expect(script).not.toMatch(MARKDOWN);
    expect(script).not.toMatch(STAGE_DIRECTION);
    expect(script).not.toContain('Homework\n');
  });

  it('keeps sentences short', () => {
    const sentences = script.split(/(?<=[.!?])\s+/);
    expect(Math.max(...sentences.map((sentence) => sentence.split(/\s+/).length))).toBeLessThanOrEqual(20);
  });

  it('is deterministic, and varies with the map', () => {
    expect(offlineScript(structuredClone(map))).toBe(script);
    const variants = new Set(
      ['Pricing', 'Hiring', 'Cold emails', 'Launch day', 'Budgets', 'Churn'].map((title) =>
        offlineScript({ ...map, mindMapTitle: title })
          .split(title.toLowerCase())
          .join('{t}')
          .split(title)
          .join('{t}'),
      ),
    );
    expect(variants.size).toBeGreaterThan(1);
  });

  it('uses the Elite context when given, and only then', () => {
    const forFounders = offlineScript({ ...map, additionalPrompt: 'My audience is first-time founders.' });
    expect(forFounders.split('\n\n')[0]).toContain('This one is for first-time founders.');
    expect(script).not.toContain('This one is for');
    expect(offlineScript({ ...map, additionalPrompt: 'Keep it upbeat for managers.' })).toContain('This one is for managers.');
  });

  it('copes with a map without a title and a single node', () => {
    const single = offlineScript({ mindMapTitle: '', nodes: [{ title: 'Central Idea', text: 'Sleep matters.' }], additionalPrompt: '' });
    expect(single).toContain('Sleep matters.');
    expect(single.split('\n\n').length).toBeGreaterThanOrEqual(3);
  });

  it('handles a map at the content limit', () => {
    const nodes = Array.from({ length: 200 }, (_, i) => ({
      title: `Point ${i + 1}`,
      text: `Detail number ${i + 1} is here. `.repeat(15).trim(),
    }));
    expect(serializeMapContent(nodes).length).toBeLessThanOrEqual(100_000);
    const long = offlineScript({ mindMapTitle: 'Everything', nodes, additionalPrompt: '' });
    expect(long).toContain('Detail number 200 is here.');
    expect(long.indexOf('Detail number 199 is here.')).toBeLessThan(long.indexOf('Detail number 200 is here.'));
  });
});

describe('mindMapContent format', () => {
  const nodes = [
    { title: 'Intro', text: 'Hello.\n\nSecond paragraph.' },
    { title: 'Hashes', text: '# not a header\n## also not a header\n\\backslash line' },
    { title: '', text: 'Untitled node.' },
    { title: 'Title only', text: '' },
  ];

  it('is "## Title" then the text, blocks separated by a blank line', () => {
    expect(serializeMapContent(nodes.slice(0, 1).concat(nodes.slice(3)))).toBe('## Intro\nHello.\n\nSecond paragraph.\n\n## Title only');
  });

  it('round-trips titles and text, escaping lines that could look like headers', () => {
    const content = serializeMapContent(nodes);
    expect(content).toContain('\n\\# not a header\n\\## also not a header\n\\\\backslash line');
    expect(parseMapContent(content)).toEqual(nodes);
  });

  it('normalises what the editor would: one-line titles, trimmed text, CRLF', () => {
    const content = serializeMapContent([{ title: ' Two\nlines ', text: '\r\n  Body\r\nmore  \r\n' }]);
    expect(content).toBe('## Two lines\nBody\nmore');
    expect(parseMapContent(content.replace(/\n/g, '\r\n'))).toEqual([{ title: 'Two lines', text: 'Body\nmore' }]);
  });

  it('reads content from other clients leniently', () => {
    expect(parseMapContent('Preface text\n## A\nOne')).toEqual([
      { title: '', text: 'Preface text' },
      { title: 'A', text: 'One' },
    ]);
    expect(parseMapContent('Title one\nText one\n\nJust a paragraph.')).toEqual([
      { title: 'Title one', text: 'Text one' },
      { title: '', text: 'Just a paragraph.' },
    ]);
    expect(parseMapContent('')).toEqual([]);
  });

  it('tells whether any node has text to script', () => {
    expect(hasScriptContent(parseMapContent('## A\n\n## B'))).toBe(false);
    expect(hasScriptContent(parseMapContent('## A\nSomething'))).toBe(true);
  });
});

describe('splitIdeas and ideaToNode', () => {
  it('reads a model’s list with a preamble, bold labels and wrapped lines', () => {
    const answer = 'Here are five ideas:\n\n1. **Hook:** Start strong\n2) Example: A founder\n   who walked\n- Question: Why?\n';
    expect(splitIdeas(answer)).toEqual(['Hook: Start strong', 'Example: A founder who walked', 'Question: Why?']);
  });

  it('treats unnumbered lines as ideas', () => {
    expect(splitIdeas('First idea\n\nSecond idea')).toEqual(['First idea', 'Second idea']);
  });

  it('turns "Label: text" into a child node, and anything else into a short title', () => {
    expect(ideaToNode('Next step: Walk for ten minutes.')).toEqual({ title: 'Next step', text: 'Walk for ten minutes.' });
    expect(ideaToNode('Open with a story about the first walk you took')).toEqual({
      title: 'Open with a story about the…',
      text: 'Open with a story about the first walk you took',
    });
  });
});

describe('contextForPlan', () => {
  it('lets only Elite context through', () => {
    expect(contextForPlan('elite', '  For founders ')).toBe('For founders');
    expect(contextForPlan('pro', 'For founders')).toBe('');
    expect(contextForPlan('free', 'For founders')).toBe('');
    expect(contextForPlan(undefined, 'For founders')).toBe('');
    expect(contextForPlan('elite', undefined)).toBe('');
  });
});

describe('offlineScript as a presenter reads it (issue 24)', () => {
  const points = [
    'Async first',
    'Time zones',
    'Written decisions',
    'Fewer meetings',
    'Onboarding',
    'Hiring',
    'Trust',
    'Tools',
    'Rituals',
    'Feedback',
    'Next steps',
  ];
  const talk = (mindMapTitle: string, root: { title: string; text: string }): ScriptRequest => ({
    mindMapTitle,
    nodes: [root, ...points.map((title) => ({ title, text: `${title} in one sentence.` }))],
    additionalPrompt: '',
  });

  it('does not count the root among the points, whatever the script is called', () => {
    for (const title of ['Remote teams that work', 'My conference talk', 'Untitled Script']) {
      const opening = offlineScript(talk(title, { title: 'Remote teams that work', text: 'Most teams still run remote work like an office.' })).split(
        '\n\n',
      )[0]!;
      expect(opening).toContain(`${points.length} points`);
      expect(opening).not.toContain('remote teams that work to');
    }
  });

  it('says the title once, and opens the root with its own words', () => {
    const script = offlineScript(talk('Remote teams that work', { title: 'Remote teams that work', text: 'Most teams still run remote work like an office.' }));
    expect(script.toLowerCase().split('remote teams that work')).toHaveLength(2);
    expect(script.split('\n\n')[1]).toBe('Most teams still run remote work like an office.');
    // A root without details says nothing of its own.
    const bare = offlineScript(talk('Remote teams that work', { title: 'Remote teams that work', text: '' }));
    expect(bare.toLowerCase().split('remote teams that work')).toHaveLength(2);
    expect(bare.split('\n\n')[1]).toMatch(/async first/i);
    // Moved down in Node Order, the root is still known by the script's title, and keeps its place.
    const [root, first, ...others] = talk('Remote teams that work', {
      title: 'Remote teams that work',
      text: 'Most teams still run remote work like an office.',
    }).nodes;
    const movedScript = offlineScript({ mindMapTitle: 'Remote teams that work', nodes: [first!, root!, ...others], additionalPrompt: '' });
    expect(movedScript.toLowerCase().split('remote teams that work')).toHaveLength(2);
    expect(movedScript.split('\n\n')[0]).toContain(`${points.length} points`);
    expect(movedScript.split('\n\n')[2]).toBe('Most teams still run remote work like an office.');
  });

  it('says a title-only node as a cue, without filler around its title', () => {
    const script = offlineScript({
      mindMapTitle: 'United States',
      nodes: ['United States', 'Far West', 'Alaska', 'California', 'Hawaii'].map((title) => ({ title, text: '' })),
      additionalPrompt: '',
    });
    for (const paragraph of script.split('\n\n').slice(1, -1)) {
      expect(paragraph.split(/[.:] /).filter((sentence) => /Far West|Alaska|California|Hawaii/.test(sentence))).toHaveLength(1);
    }
    expect(script).not.toMatch(/in mind as we go|short point|sets up what comes next/);
  });

  it('says an imported topic that is a sentence as a sentence, and leaves out markup and wordless titles', () => {
    const sentence = 'To install it on Linux, download the runtime first and then unpack the application.';
    const script = offlineScript({
      mindMapTitle: 'Install guide',
      nodes: [
        { title: 'Install guide', text: '' },
        { title: 'Requirements', text: '' },
        { title: '...', text: '' },
        { title: sentence, text: '' },
        { title: '<content>It works on every system.</content>', text: '' },
      ],
      additionalPrompt: '',
    });
    expect(script).not.toMatch(/ \.|\.\.\.|[<>]|to To install/);
    expect(script).toContain(`. ${sentence}`);
    expect(script).toMatch(/\bit works on every system\./i);
    expect(script.split('\n\n')[0]).toContain("We'll cover 3 points.");
  });
});
