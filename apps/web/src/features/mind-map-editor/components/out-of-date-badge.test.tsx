// Issue 24 item 6 in the editor: a node whose script section was written from an older text of it
// carries an "out of date" badge on the canvas (tooltip and accessible name), judged as the map is now.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ScriptSection } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { openEditor, SAMPLE_AT } from '../../../../test/editor-fixtures';
import { EDITOR_MESSAGES } from '../messages';
import { OUT_OF_DATE_LABEL } from '../utils/out-of-date';

// The live session without a socket: the document loads from the stubbed GET (test/live-session-fake.ts).
vi.mock('../../../lib/live/use-live-session', () => import('../../../../test/live-session-fake'));

afterEach(() => {
  sessionStore.clear();
  localStorage.clear();
});

/** Hook's words were written from an older text of it; Close's from its text as it is; Main Idea reads the map. */
const sections: ScriptSection[] = [
  { nodeId: '1', text: 'Hello everyone.', origin: 'map', mapText: 'Hello everyone.' },
  { nodeId: '2', text: 'Let me tell you a story.', origin: 'ai', mapText: 'An older story.', stale: true, nodeText: 'A story.' },
  { nodeId: '3', text: 'Thanks, all of you.', origin: 'edited', mapText: 'Thank you.' },
];

const open = (script: { status?: number; body?: unknown }) => openEditor({ routes: { 'GET /api/teleprompter/m1': () => script } });

const mapNode = async (title: string) => (await screen.findAllByTestId('map-node')).find((n) => n.textContent?.startsWith(title))!;

describe('out-of-date nodes on the map', () => {
  it('the node whose section is out of date carries a badge with a tooltip and an accessible name', async () => {
    open({ body: { mindMapId: 'm1', title: 'Shared Talk', content: sections.map((s) => s.text).join('\n\n'), updatedAt: SAMPLE_AT, sections, version: 7 } });
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    // React Flow keeps nodes hidden until measured (jsdom never measures): the badge is read by its attributes.
    const badge = await screen.findByTestId('out-of-date-badge');
    expect(badge).toHaveAttribute('role', 'img');
    expect(badge).toHaveAttribute('aria-label', OUT_OF_DATE_LABEL);
    const hook = await mapNode('Hook');
    expect(hook).toContainElement(badge);
    expect(badge).toHaveAttribute('title', OUT_OF_DATE_LABEL);
    expect(hook.closest('.react-flow__node')).toHaveAttribute('aria-label', 'Node Hook (script out of date)');
    expect(screen.getAllByTestId('out-of-date-badge')).toHaveLength(1);
    expect(within(await mapNode('Close')).queryByTestId('out-of-date-badge')).toBeNull();
  });
});
