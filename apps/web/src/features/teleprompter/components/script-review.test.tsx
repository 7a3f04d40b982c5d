// Issue 11 on the teleprompter: parts of the script the map left behind, resolved one at a time (each
// decision sent with the script's version as the server has it; the change arrives through the live document).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AI_MESSAGES, type ScriptSection, type TeleprompterText } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { json, renderTeleprompter, sampleUser, stubFetch } from '../teleprompter-test-support';
import { writeScriptOnServer } from '../live-test-support';

const sections: ScriptSection[] = [
  { nodeId: null, text: 'Welcome, everyone.', origin: 'ai' },
  { nodeId: '1', text: 'My words on the point.', origin: 'ai', mapText: 'The point.', stale: true, nodeText: 'The new point.' },
  { nodeId: '2', text: 'Words of a deleted node.', origin: 'edited', orphaned: true },
];
const text = (s: ScriptSection[], version: number): TeleprompterText => ({
  mindMapId: 'm1',
  title: 'Talk',
  content: s
    .map((x) => x.text)
    .filter(Boolean)
    .join('\n\n'),
  updatedAt: '2026-01-01T00:00:00.000Z',
  sections: s,
  version,
});

const signIn = (plan: 'free' | 'pro') => sessionStore.set({ token: 't0k3n', user: sampleUser(plan) });
beforeEach(() => signIn('pro'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('script review on the teleprompter', () => {
  it("shows an out-of-date part with the node's new text beside it; Use map text sends the decision with the version", async () => {
    const resolved = [sections[0]!, { nodeId: '1', text: 'The new point.', origin: 'map', mapText: 'The new point.' } as ScriptSection, sections[2]!];
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/api/teleprompter/m1')) return { status: 200, body: text(sections, 4) };
      if (url.endsWith('/api/teleprompter/m1/sections/1') && init?.method === 'PUT')
        return writeScriptOnServer('m1', resolved).then(() => ({ status: 200, body: text(resolved, 5) }));
    });
    renderTeleprompter();
    const review = await screen.findByTestId('script-review');
    expect(within(review).getByText('2 parts of the script no longer match the map')).toBeInTheDocument();
    await userEvent.click(within(review).getByText('2 parts of the script no longer match the map'));
    const stale = within(review).getByRole('listitem', { name: /its node changed/ });
    expect(within(stale).getByText('My words on the point.')).toBeInTheDocument();
    expect(within(stale).getByText('The new point.')).toBeInTheDocument();
    expect(within(review).getByRole('listitem', { name: 'Its node was deleted' })).toBeInTheDocument();

    await userEvent.click(within(stale).getByRole('button', { name: 'Use map text' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ version: 4, action: 'use-map-text' });
    // The answer replaces the script on screen: the reading area says the node's text now.
    expect(await screen.findByText('1 part of the script no longer matches the map')).toBeInTheDocument();
    const content = screen.getByTestId('teleprompter-content');
    expect(within(content).getByText('The new point.')).toBeInTheDocument();
  });

  it('nothing to review: no panel', async () => {
    stubFetch((url) => (url.endsWith('/api/teleprompter/m1') ? { status: 200, body: text([sections[0]!], 1) } : undefined));
    renderTeleprompter();
    expect(await screen.findByText('Welcome, everyone.')).toBeInTheDocument();
    expect(screen.queryByTestId('script-review')).toBeNull();
  });

  it('Rewrite with AI (Pro): busy while the writer works, sends the section and version, shows the new words', async () => {
    const rewritten = [
      sections[0]!,
      { nodeId: '1', text: 'Fresh AI words on the new point.', origin: 'ai', mapText: 'The new point.' } as ScriptSection,
      sections[2]!,
    ];
    let answer!: (r: Response) => void;
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/api/ai/rewrite-section') && init?.method === 'POST') return new Promise<Response>((resolve) => (answer = resolve));
      if (url.endsWith('/api/teleprompter/m1')) return { status: 200, body: text(sections, 4) };
    });
    renderTeleprompter();
    const review = await screen.findByTestId('script-review');
    await userEvent.click(within(review).getByText('2 parts of the script no longer match the map'));
    const stale = within(review).getByRole('listitem', { name: /its node changed/ });
    // Only out-of-date parts can be rewritten.
    expect(within(review).getByRole('listitem', { name: 'Its node was deleted' })).not.toHaveTextContent('Rewrite with AI');

    await userEvent.click(within(stale).getByRole('button', { name: 'Rewrite with AI' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/ai/rewrite-section'))).toBe(true));
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/ai/rewrite-section'))!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ mindMapId: 'm1', index: 1, version: 4 });
    const busy = await within(stale).findByRole('button', { name: 'Rewriting…' });
    expect(busy).toBeDisabled();
    expect(within(stale).getByRole('button', { name: 'Keep mine' })).toBeDisabled();

    await writeScriptOnServer('m1', rewritten);
    answer(json(200, text(rewritten, 5)));
    expect(await screen.findByText('1 part of the script no longer matches the map')).toBeInTheDocument();
    expect(within(screen.getByTestId('teleprompter-content')).getByText('Fresh AI words on the new point.')).toBeInTheDocument();
  });

  it('Rewrite with AI: a refusal (quota) shows its message beside the section, the choices stay', async () => {
    const limit = AI_MESSAGES.teleprompterLimitReached(50);
    stubFetch((url, init) => {
      if (url.endsWith('/api/ai/rewrite-section') && init?.method === 'POST') return { status: 429, body: { message: limit } };
      if (url.endsWith('/api/teleprompter/m1')) return { status: 200, body: text(sections, 4) };
    });
    renderTeleprompter();
    const review = await screen.findByTestId('script-review');
    await userEvent.click(within(review).getByText('2 parts of the script no longer match the map'));
    const stale = within(review).getByRole('listitem', { name: /its node changed/ });
    await userEvent.click(within(stale).getByRole('button', { name: 'Rewrite with AI' }));
    expect(await within(stale).findByRole('alert')).toHaveTextContent(`Rewrite failed: ${limit}`);
    expect(within(stale).getByRole('button', { name: 'Rewrite with AI' })).toBeEnabled();
    expect(within(stale).getByText('My words on the point.')).toBeInTheDocument();
  });

  it('Free: Rewrite with AI is shown disabled with the upgrade hint; nothing is sent', async () => {
    signIn('free');
    const fetchMock = stubFetch((url) => (url.endsWith('/api/teleprompter/m1') ? { status: 200, body: text(sections, 4) } : undefined));
    renderTeleprompter();
    const review = await screen.findByTestId('script-review');
    await userEvent.click(within(review).getByText('2 parts of the script no longer match the map'));
    const stale = within(review).getByRole('listitem', { name: /its node changed/ });
    const button = within(stale).getByRole('button', { name: 'Rewrite with AI' });
    expect(button).toBeDisabled();
    expect(within(stale).getByText(AI_MESSAGES.rewriteUpgradeRequired)).toBeInTheDocument();
    await userEvent.click(button);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/ai/rewrite-section'))).toBe(false);
  });
});
