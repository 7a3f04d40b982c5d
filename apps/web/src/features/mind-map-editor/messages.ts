// Editor strings from the spec (§4, §5, §8), written once. The AI Helper's strings live in
// @cuemap/shared's AI_MESSAGES, shared with the server.
export const EDITOR_MESSAGES = {
  loginFirst: 'Please log in first!',
  loading: 'Loading script...',
  loaded: (title: string) => `Script "${title}" loaded!`,
  loadFailed: (message: string) => `Failed to load script: ${message}`,
  nodeAdded: 'Node added!',
  selectFirst: 'Error: Please select a node first',
  cannotDelete: 'Cannot delete node',
  nodeDeleted: 'Node deleted.',
  scriptUpdated: 'Script updated!',
  saving: 'Saving script...',
  saved: 'Script saved!',
  saveFailed: (message: string) => `Error saving script: ${message}`,
  saveFailedFallback: 'Failed to save script',
  pleaseLogIn: 'Please log in!',
  sessionExpired: 'Session expired or unauthorized. Please log in again.',
  blankText: 'Please add some text to your nodes before opening the Teleprompter.',
  conflict: 'This script was changed in another tab or device. Reload it or overwrite it with your version.',
  draftRestored: 'Unsaved changes restored.',
} as const;

export const SCRIPT_CONTROLS = [
  'Drag nodes to reposition them.',
  'Select a node and add connected nodes.',
  'Double-click a node to edit its text.',
  'Use the toolbar for actions.',
  'Click and drag the background to pan.',
] as const;
