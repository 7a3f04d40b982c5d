// What the view-link pages say (issue 27 item 2): a script opened through "Anyone with the link can view".
import { SHARING_MESSAGES } from '@cuemap/shared';

export const VIEW_UI = {
  badge: 'View only',
  hint: 'Someone shared this script with you by link. You can read it and play it on the teleprompter.',
  play: 'Play on the teleprompter',
  mapHeading: 'Map',
  outlineHeading: 'Outline',
  emptyOutline: 'This map has no nodes yet.',
  loading: 'Opening the script…',
  gone: SHARING_MESSAGES.viewLinkGone,
  goneHint: 'The owner turned the link off or made a new one. Ask them for the current link.',
  failed: 'The script could not be opened. Check your connection and try again.',
  retry: 'Try again',
  back: 'Back to the map',
  start: 'Play',
  pause: 'Pause',
  noScript: 'This script has no spoken text yet.',
} as const;
