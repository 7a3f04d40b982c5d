// A 401 (the live session refused, or a request of the editor's) takes the one 401 path
// (lib/session-expiry.ts): the message in the status bar, then logout to /auth. The edits made here
// are kept on this device (the live document's IndexedDB copy); the editor lets the logout pass.
import { useSessionExpiredListener } from '../../../lib/session-expiry';
import type { EditorStore } from '../stores/editor-store';

export function useSessionEnd(store: EditorStore) {
  useSessionExpiredListener(({ message, shownByScreen }) => {
    const { showStatus, load } = store.getState();
    store.setState({ leaving: true });
    // Still loading: the canvas placeholder says it too, with a link to log in.
    if (load.kind !== 'ready') store.setState({ load: { kind: 'error', message, needsLogin: true } });
    if (shownByScreen) showStatus(message, 'error', 'sticky');
  });
}
