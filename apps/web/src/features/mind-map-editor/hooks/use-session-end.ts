// A 401 on the editor's load or save takes the one 401 path (lib/session-expiry.ts): the message in the
// status bar, then logout to /auth. Before that the editor keeps the unsaved edits as a local draft
// (offered back after the next login) and lets the logout pass its leave guard.
import { useSessionExpiredListener } from '../../../lib/session-expiry';
import type { EditorStore } from '../stores/editor-store';

export function useSessionEnd(store: EditorStore) {
  useSessionExpiredListener(({ message, shownByScreen }) => {
    const { flushDraft, showStatus, load } = store.getState();
    flushDraft();
    store.setState({ leaving: true });
    // Still loading: the canvas placeholder says it too, with a link to log in.
    if (load.kind === 'loading') store.setState({ load: { kind: 'error', message, needsLogin: true } });
    if (shownByScreen) showStatus(message, 'error', 'sticky');
  });
}
