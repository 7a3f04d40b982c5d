// An unsaved map draft the version before live documents left in localStorage (issue 26): opening its
// script adds it to the live document once, as this user's edit (sent, and Undo takes it back), says so,
// and removes the draft.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MindMap } from '@cuemap/shared';
import { readLiveMap } from '@cuemap/shared/live';
import { sessionStore } from '../../../lib/session';
import { liveCopyOwner } from '../../../lib/live/owner';
import { renderRoute, sampleUser, stubFetch } from '../../../../test/render';
import { fakeLiveSession } from '../../../../test/live-session-fake';
import { EDITOR_MESSAGES } from '../messages';
import { MindMapEditor } from './mind-map-editor';

vi.mock('../../../lib/live/use-live-session', () => import('../../../../test/live-session-fake'));

afterEach(() => {
  sessionStore.clear();
  localStorage.clear();
});

const root = { id: '1', x: 0, y: 0, title: 'Main Idea', text: '', color: '#3B82F6', isRoot: true };
const at = '2026-11-26T10:00:00.000Z';
const SERVER: MindMap = {
  _id: 'm1',
  title: 'Talk',
  description: null,
  category: null,
  type: 'script',
  nodes: [root],
  connections: [],
  nodeOrder: ['1'],
  viewState: { translateX: 0, translateY: 0 },
  version: 3,
  createdAt: at,
  updatedAt: at,
};
const KEY = `cuemap:draft:${liveCopyOwner(sampleUser.email)}:m1`;

describe('an old local draft', () => {
  it('is added to the script once as an undoable edit, with a notice, and removed', async () => {
    const draft = { ...SERVER, nodes: [{ ...root, title: 'Opening words' }], baseVersion: 3, savedAt: 1000 };
    localStorage.setItem(KEY, JSON.stringify(draft));
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({ 'GET /api/mindmaps/m1': () => ({ body: SERVER }), 'GET /api/auth/me': () => ({ body: { user: sampleUser } }) });
    renderRoute(<MindMapEditor routeId="m1" renderNodeOrder={() => null} />, { path: '/mindmap/m1' });

    await waitFor(() => expect(screen.getByTestId('status-message')).toHaveTextContent(EDITOR_MESSAGES.legacyDraftAdded));
    const session = fakeLiveSession('m1');
    expect(readLiveMap(session.doc).nodes[0]!.title).toBe('Opening words');
    expect(session.sent).toHaveLength(1);
    expect(localStorage.getItem(KEY)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(readLiveMap(session.doc).nodes[0]!.title).toBe('Main Idea');
  });
});
