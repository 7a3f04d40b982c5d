// Teleprompter strings from the spec (§2, §8), written once. The AI strings (generation, limits,
// Elite note) live in @cuemap/shared's AI_MESSAGES, shared with the server.
export const TELEPROMPTER_MESSAGES = {
  noId: 'No mind map ID provided. Please go back to a mind map and select it.',
  notFound: "No teleprompter content found for this mind map. Use 'Generate with AI' to create a script.",
  empty: "No content to display. Use 'Generate with AI' to create a script from your mind map.",
  notLoggedIn: 'You are not logged in. Please log in to view content.',
  remaining: (n: number) => `${n} remaining`,
  /** The back control's label whether it leads to the map or, without an id, to the dashboard (§2). */
  backToMindMap: 'Back to Mind Map',
  /**
   * Slide cues (issue 29 item 3): a `[slide]` mark reaching the reading line shows on the prompter and the
   * remote, for whoever advances a deck elsewhere; afterwards the remote shows the slide the deck is on.
   */
  /** A section changed on another device while the prompter is open (issue 27 item 6). */
  editedLive: {
    mark: 'Edited live',
    /** A section without a label (a script in one block). */
    script: 'the script',
    announce: (labels: string[]) => `Edited live: ${labels.join(', ')}`,
  },
  slideCue: {
    badge: (n: number) => `Slide ${n}`,
    /** The inline mark in the column: its number, counted when the script gave none. */
    mark: (n: number) => `slide ${n}`,
    /** The badge's name for a screen reader. */
    announce: (n: number) => `Next slide: ${n}`,
    remoteDue: 'Advance the deck now',
    remoteOn: 'The deck should be on',
    remoteLabel: 'Slides',
  },
  /** Not connected: the script as this device last had it (its copy in IndexedDB), edits made elsewhere not in yet. */
  offlineCopy: 'Offline — showing the script as it was last opened.',
  /** Parts of the script the map left behind (issue 11): out of date, or their node deleted. */
  review: {
    summary: (n: number) => (n === 1 ? '1 part of the script no longer matches the map' : `${n} parts of the script no longer match the map`),
    /** The out-of-date part named by its node's title (issue 24 item 6). */
    staleNamed: (section: string) => `${section} — its node changed`,
    /** The mark beside an out-of-date section in the prompter's text. */
    outOfDateMark: (section: string) => (section ? `Out of date: “${section}” — its node changed` : 'Out of date: its node changed'),
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
  /** Edit mode (issue 11, item 3): the script's words edited in place. */
  edit: {
    open: 'Edit script',
    done: 'Done',
    heading: 'Edit script',
    cueHeading: 'Cue marks',
    cueNote: 'Cues show on the teleprompter as visual marks and are not counted as words.',
    opening: 'Opening',
    closing: 'Closing',
    ownWords: 'Your words',
    untitledNode: 'Untitled node',
    origin: { map: 'Map text', ai: 'AI', edited: 'Edited' },
    outOfDate: 'Node changed',
    nodeDeleted: 'Node deleted',
    emptyScript: 'This script has no sections to edit yet.',
    loading: 'Loading script…',
  },
  /** Follow voice (issue 13 item 4): the text scrolls to where the speaker is. */
  voice: {
    button: 'Follow voice',
    titleOn: 'Stop following your voice (V)',
    titleOff: 'Scroll the text as you speak (V)',
    listening: 'Listening… start reading and the text follows you.',
    quiet: 'No speech heard for a while — read the text aloud, or check your microphone.',
    unsupported: 'Follow voice needs speech recognition, which this browser does not have. Try Chrome, Edge or Safari.',
    denied: 'Follow voice cannot use the microphone: permission was denied. Allow the microphone for this site in the browser, then try again.',
    offline: 'Follow voice needs a network connection for speech recognition. Connect to the internet, then try again.',
    noMicrophone: 'No microphone found. Connect one, then try again.',
    failed: (code: string) => `Speech recognition stopped (${code}). Press Follow voice to try again.`,
    dismiss: 'Dismiss',
  },
} as const;
