// Generate with AI over hand-edited sections (issue 24 item 3): the dialog says how many hand-edited
// and AI sections it replaces and offers Keep edited sections beside Replace all; nothing extra when
// no section was typed by hand.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScriptSection } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderTeleprompter, sampleMap, sampleUser, stubFetch } from '../teleprompter-test-support';
import { GenerateModal } from './generate-modal';

beforeEach(() => {
  sessionStore.set({ token: 't0k3n', user: sampleUser('pro') });
  // jsdom has no matchMedia; the stage asks whether it is on a portrait phone (it is not here).
  const query = (media: string) => ({
    matches: false,
    media,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: query });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('GenerateModal', () => {
  it('with hand-edited sections: says what it replaces, focuses Keep edited sections, and each button says which', async () => {
    const onGenerate = vi.fn();
    const u = userEvent.setup();
    render(<GenerateModal open isElite={false} remaining={5} onCancel={() => undefined} onGenerate={onGenerate} replacing={{ edited: 2, ai: 1 }} />);
    const dialog = screen.getByRole('dialog', { name: 'Generate script with AI' });
    expect(dialog).toHaveAccessibleDescription(/This replaces 2 hand-edited sections and 1 AI section\./);
    const keep = screen.getByRole('button', { name: 'Keep edited sections' });
    await waitFor(() => expect(keep).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Generate Script' })).toBeNull();
    await u.click(keep);
    expect(onGenerate).toHaveBeenLastCalledWith('', { keepEdited: true });
    await u.click(screen.getByRole('button', { name: 'Replace all' }));
    expect(onGenerate).toHaveBeenLastCalledWith('', { keepEdited: false });
  });

  it('nothing typed by hand: no warning, one Generate Script', async () => {
    const onGenerate = vi.fn();
    render(<GenerateModal open isElite={false} remaining={5} onCancel={() => undefined} onGenerate={onGenerate} replacing={{ edited: 0, ai: 4 }} />);
    expect(screen.getByRole('dialog')).not.toHaveAccessibleDescription(/replaces/);
    expect(screen.queryByRole('button', { name: 'Keep edited sections' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Generate Script' }));
    expect(onGenerate).toHaveBeenCalledWith('', { keepEdited: false });
  });
});

describe('TeleprompterScreen: Generate with AI over a hand-edited script', () => {
  const sections: ScriptSection[] = [
    { nodeId: null, text: 'My own opening [pause].', origin: 'edited' },
    { nodeId: '1', text: 'Welcome, as the AI wrote it.', origin: 'ai', mapText: 'Welcome.' },
    { nodeId: '2', text: 'My **point**, typed by hand.', origin: 'edited', mapText: 'The point.' },
  ];

  it('Keep edited sections asks the server to keep them', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/api/teleprompter/m1'))
        return {
          status: 200,
          body: { mindMapId: 'm1', title: 'Launch Talk', content: sections.map((s) => s.text).join('\n\n'), updatedAt: 'x', sections, version: 3 },
        };
      if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
      if (url.endsWith('/api/ai/generate-teleprompter/stream')) return { status: 502, body: { message: 'The AI service is unavailable.' } };
      if (url.endsWith('/api/auth/me')) return { status: 200, body: { user: sampleUser('pro') } };
    });
    const u = userEvent.setup();
    renderTeleprompter({ pathname: '/teleprompter', state: { mindMapId: 'm1', nodes: sampleMap.nodes } }, '/teleprompter');
    const content = await screen.findByTestId('teleprompter-content');
    await waitFor(() => expect(content).toHaveTextContent('My point, typed by hand.'));
    await u.click(screen.getByRole('button', { name: /Generate with AI/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate script with AI' });
    expect(dialog).toHaveAccessibleDescription(/This replaces 2 hand-edited sections and 1 AI section\./);
    await u.click(screen.getByRole('button', { name: 'Keep edited sections' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/generate-teleprompter/stream'))).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/ai/generate-teleprompter/stream'))!;
    expect(JSON.parse(String(call[1]!.body))).toMatchObject({ mindMapId: 'm1', keepEdited: true });
  });
});
