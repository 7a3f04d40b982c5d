// Dashboard strings (spec §2, §5, §8), written once.
import { FREE_SCRIPT_LIMIT } from '@cuemap/shared';
import { NOT_AUTHENTICATED_MESSAGE } from '../../lib/auth';

export const DASHBOARD_TEXT = {
  heading: 'Your Scripts',
  searchPlaceholder: 'Search scripts...',
  newScript: 'New Script',
  loading: 'Loading your scripts...',
  emptyTitle: 'No scripts found',
  emptyBody: 'Plan your first talk as a mind map, order the ideas, then read it on the teleprompter.',
  createNew: 'Create New Script',
  noMatch: (term: string) => `No scripts match "${term}"`,
  noMatchHint: 'Try adjusting your search criteria.',
  confirmTitle: 'Confirm Deletion',
  confirmBody: 'This action cannot be undone.',
  limitTitle: 'Limit Reached',
  limitBody: 'Upgrade to a paid plan for unlimited scripts!',
  upgradeNow: 'Upgrade Now',
  tooltipRemaining: (n: number) => `Create a new script (${n} remaining)`,
  tooltipLimit: `You have reached your ${FREE_SCRIPT_LIMIT} script limit.`,
  tooltipPaid: 'Create a new script',
  /** §8: a 401 on a title update, delete and similar (the list and create say lib's SESSION_EXPIRED_MESSAGE). */
  sessionExpiredShort: 'Session expired. Please log in again.',
  notAuthenticated: NOT_AUTHENTICATED_MESSAGE,
  mustLogInToCreate: 'You must be logged in to create a new script.',
  listForbidden: (m: string) => `Error: ${m}`,
  listFailed: (m: string) => `Failed to fetch scripts: ${m}`,
  renameFailed: (m: string) => `Failed to update title: ${m}`,
  deleteFailed: (m: string) => `Failed to delete script: ${m}`,
  createFailed: (m: string) => `Failed to create new script: ${m}`,
  deleted: 'Script deleted.',
  duplicated: (title: string) => `Duplicated as "${title}".`,
  duplicateFailed: (m: string) => `Failed to duplicate script: ${m}`,
  sortLabel: 'Sort scripts',
  nothingToDownload: 'This script has no text yet: add details to its nodes or generate a script first.',
  downloadFailed: (m: string) => `Failed to download script: ${m}`,
} as const;
