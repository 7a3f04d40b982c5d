// What the editor's load and save requests share (spec §8): a 401 takes the one 401 path
// (lib/session-expiry.ts), which shows the message in the editor's own status bar, gives it time to
// be read, then logs out to /auth. The unsaved edits wait as a local draft (hooks/use-session-end.ts).
import type { RequestMeta } from '../../../lib/session-expiry';

export const editorRequestMeta: RequestMeta = { sessionExpiry: { delayMs: 2_500, shownByScreen: true } };
