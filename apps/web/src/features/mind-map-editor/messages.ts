// Editor strings from the spec (§4, §5, §8), written once. The AI Helper's strings live in
// @cuemap/shared's AI_MESSAGES, shared with the server; the §8 session-expired message is the one 401
// path's (lib/session-expiry.ts).
import { FREE_SCRIPT_LIMIT, MAP_SIZE_MESSAGES } from '@cuemap/shared';

export const EDITOR_MESSAGES = {
  loginFirst: 'Please log in first!',
  /** New Script's tooltip: as the dashboard's (spec §5), disabled at the Free limit as there (issue 24 item 9). */
  newScript: 'New blank script',
  newScriptAtLimit: `You have reached your ${FREE_SCRIPT_LIMIT} script limit.`,
  loading: 'Loading script...',
  loaded: (title: string) => `Script "${title}" loaded!`,
  loadFailed: (message: string) => `Failed to load script: ${message}`,
  /** Opening a script this browser kept an unsaved draft of (before live documents): the draft was added to it. */
  legacyDraftAdded: 'Unsaved changes from before were added to this script.',
  /** Offline, and this browser has no copy of the script yet (a script opened here before opens offline). */
  openOffline: 'You are offline and this script has not been opened on this device before. It opens as soon as you are back online.',
  nodeAdded: 'Node added!',
  /** Tidy up (issue 14): the map laid out again; undo puts it back. */
  tidied: 'Map tidied up. Undo (Ctrl+Z) puts it back.',
  alreadyTidy: 'The map is already tidy.',
  selectFirst: 'Error: Please select a node first',
  cannotDelete: 'Cannot delete node',
  nodeDeleted: 'Node deleted.',
  scriptUpdated: 'Script updated!',
  /** A new script's first change creates it on the server (issue 24 item 9); when that fails. */
  createFailed: (message: string) => `Error saving script: ${message}`,
  createFailedFallback: 'Failed to save script',
  blankText: 'Please add some text to your nodes before opening the Teleprompter.',
  /** Leaving while edits still wait to reach the server (they are kept on this device meanwhile). */
  leavePending: 'Some changes have not reached the server yet. They are kept on this device and sync the next time this script is open and online.',
  /** Leaving a new script whose creation failed: its changes are only in this tab. */
  leaveUncreated: 'This new script could not be saved yet. If you leave now, it and its changes are lost.',
  /** From 80 % of the script size limit (LIMITS.mapBytesMax). */
  sizeNear: (percent: number) =>
    `This script uses ${percent}% of the ${MAP_SIZE_MESSAGES.maxLabel} a script can hold. Keep node texts short, or move part of it into a new script.`,
  /** An edit that would push the script over the limit is not made. */
  editTooLarge: `That change would make this script larger than the ${MAP_SIZE_MESSAGES.maxLabel} a script can hold, so it was not made. Shorten or delete some node texts first.`,
  /** Over the limit (a map from before the limit): the server's own words. */
  tooLarge: MAP_SIZE_MESSAGES.tooLarge,
  /** History: a version was restored (the live document shows it at once). */
  versionRestored: (when: string) => `Restored the version from ${when}.`,
} as const;

/** 'Edit Node Content' closed with changes: asked before they are thrown away. */
export const NODE_EDITOR_DISCARD = {
  question: 'Discard your changes to this node?',
  keep: 'Keep editing',
  discard: 'Discard',
} as const;

export const SCRIPT_CONTROLS = [
  'Drag nodes to reposition them.',
  'Select a node and add connected nodes.',
  'Double-click a node to edit its text.',
  'Use the toolbar for actions.',
  'Click and drag the background to pan.',
] as const;

/** The header's Export menu (issue 15): the server's files for the saved script, and images drawn here. */
export const EXPORT_MENU = {
  button: 'Export',
  label: 'Export this script',
  tooltip: 'Download the map or its script as a file',
  formats: {
    md: 'Markdown outline (.md)',
    opml: 'OPML (.opml)',
    mm: 'FreeMind (.mm)',
    xmind: 'XMind (.xmind)',
    txt: 'Script as text (.txt)',
    pdf: 'Script as PDF (.pdf)',
    docx: 'Script as Word (.docx)',
    'script-md': 'Script as Markdown (.md)',
    pptx: 'Script as slides (.pptx)',
    'html-presentation': 'Map as presentation (.html)',
    png: 'Map as image (.png)',
    svg: 'Map as SVG (.svg)',
  },
  /** Opens the script file options (type size, stage directions). */
  scriptOptions: 'Script file options…',
  scriptOptionsDone: 'Done',
  notSaved: 'The script could not be saved, so nothing was exported.',
  nothingToExport: 'This script has no text yet: add details to its nodes or generate a script first.',
  exported: (name: string) => `Downloaded ${name}`,
  failed: (m: string) => `Export failed: ${m}`,
} as const;
