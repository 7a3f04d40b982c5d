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
} as const;
