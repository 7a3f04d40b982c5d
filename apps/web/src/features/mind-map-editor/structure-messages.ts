// Strings of the structure tools (issue 14 item 2): moving a branch, links, several selected nodes,
// folding and colours. Kept apart from messages.ts (the spec's strings).
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const STRUCTURE_MESSAGES = {
  moved: (parent: string) => `Moved under "${parent}". Undo (Ctrl+Z) puts it back.`,
  moveRoot: 'The central idea is the top of the map: it cannot move under another node.',
  moveIntoBranch: 'A node cannot move into its own branch.',
  alreadyUnder: (parent: string) => `It is already under "${parent}".`,
  dropHint: (title: string) => `Make child of "${title}"`,
  dropRefusedHint: 'Not into its own branch',
  rootDropHint: 'The central idea stays on top',
  linkAdded: 'Link added.',
  linkSelf: 'A node cannot link to itself.',
  linkDuplicate: 'These two nodes are linked already.',
  linkDeleted: 'Link deleted.',
  nodesDeleted: (n: number) => `${plural(n, 'node')} deleted.`,
  rootKept: 'The central idea stays (it cannot be deleted).',
  recoloured: (n: number) => `${plural(n, 'node')} recoloured.`,
  folded: (hidden: number) => `Branch folded: ${plural(hidden, 'node')} hidden.`,
  unfolded: 'Branch unfolded.',
  nothingToFold: 'This node has no branch to fold.',
  badColour: 'Enter a colour as # and 3 or 6 hex digits, such as #3B82F6.',
} as const;
