// What the editor says about the audience view (issue 29 item 2): the node menu's items, the status
// line and Preview path.
export const AUDIENCE_MESSAGES = {
  frameBranch: 'Frame with its branch',
  frameChildren: 'Frame with its children',
  skip: 'Skip in the audience view',
  show: 'Show in the audience view',
  marked: (title: string, mark: 'branch' | 'skip' | null) =>
    mark === 'branch'
      ? `“${title}” is framed with its whole branch in the audience view.`
      : mark === 'skip'
        ? `“${title}” is skipped in the audience view.`
        : `“${title}” is framed with its children in the audience view.`,
  badge: { skip: 'Skipped in the audience view', branch: 'Framed with its branch in the audience view' },
  preview: {
    open: 'Preview path',
    tooltip: 'See the map as the audience will, step by step (arrow keys)',
    title: 'Path preview',
    close: 'Close preview',
    help: '← → to step through · Esc to leave',
    overviewStart: 'Overview',
    overviewEnd: 'Overview (end)',
    step: (n: number, total: number) => `${n} of ${total}`,
    previous: 'Previous step',
    next: 'Next step',
    empty: 'Every node is skipped: the audience only sees the overview.',
  },
} as const;
