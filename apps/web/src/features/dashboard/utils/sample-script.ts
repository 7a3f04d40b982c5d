// The sample script an empty dashboard offers (issue 24 item 9): a real, small script — a root, three
// ideas with their details in speaking order — created through POST /api/mindmaps like any other,
// so it counts as one script and can be edited, played or deleted.
import { createRootNode, NODE_PALETTE, type CreateMindMapBody } from '@cuemap/shared';

export const SAMPLE_TITLE = 'Sample: a 3-minute project update';

const IDEAS = [
  {
    id: 'sample-where',
    title: 'Where we are',
    text: 'We shipped the new sign-up flow on Monday. Sign-ups are up a fifth since, and support tickets about it are down to two a day.',
  },
  {
    id: 'sample-next',
    title: 'What comes next',
    text: 'Next we move billing to the new provider. It takes about three weeks; nothing changes for customers until the switch-over day.',
  },
  {
    id: 'sample-ask',
    title: 'What I need from you',
    text: 'Two things: a reviewer for the billing change by Friday, and one person from sales to test the new invoices with us.',
  },
] as const;

/** Green, purple, blue: apart from each other and from the root's red. */
const SAMPLE_COLOURS = [3, 5, 4] as const;

export function sampleScript(): CreateMindMapBody {
  const root = {
    ...createRootNode('Project update'),
    text: 'Good morning, everyone. In the next three minutes: where the project stands, what comes next, and what I need from you.',
  };
  // Fanned out to the right of the root, one above the other, each in its own colour.
  const ideas = IDEAS.map((idea, i) => ({ ...idea, x: root.x + 300, y: root.y - 160 + i * 160, color: NODE_PALETTE[SAMPLE_COLOURS[i]!]! }));
  return {
    title: SAMPLE_TITLE,
    nodes: [root, ...ideas],
    connections: ideas.map((idea) => ({ from: root.id, to: idea.id })),
    viewState: { translateX: 0, translateY: 0 },
    nodeOrder: [root.id, ...ideas.map((idea) => idea.id)],
  };
}
