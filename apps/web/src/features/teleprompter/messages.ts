// Teleprompter strings from the spec (§2, §8), written once. The AI strings (generation, limits,
// Elite note) live in @cuemap/shared's AI_MESSAGES, shared with the server.
export const TELEPROMPTER_MESSAGES = {
  noId: 'No mind map ID provided. Please go back to a mind map and select it.',
  notFound: "No teleprompter content found for this mind map. Use 'Generate with AI' to create a script.",
  loadFailed: 'Failed to load content. Please try again.',
  empty: "No content to display. Use 'Generate with AI' to create a script from your mind map.",
  notLoggedIn: 'You are not logged in. Please log in to view content.',
  remaining: (n: number) => `${n} remaining`,
  /** The back control's label whether it leads to the map or, without an id, to the dashboard (§2). */
  backToMindMap: 'Back to Mind Map',
  /** The editor's save failed offline: the screen reads the editor's unsaved nodes. */
  localCopy: 'Not saved yet — showing your local copy',
  /** Parts of the script the map left behind (issue 11): out of date, or their node deleted. */
  review: {
    summary: (n: number) => (n === 1 ? '1 part of the script no longer matches the map' : `${n} parts of the script no longer match the map`),
    staleHeading: 'Its node changed',
    orphanedHeading: 'Its node was deleted',
    yours: 'Your script says:',
    nodeNow: 'The node now says:',
    emptyNode: '(no text)',
    keepMine: 'Keep mine',
    useMapText: 'Use map text',
    remove: 'Remove',
    rewrite: 'Rewrite with AI',
    rewriting: 'Rewriting…',
    rewriteFailed: (message: string) => `Rewrite failed: ${message}`,
  },
} as const;
