import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatSseEvent, serializeMapContent } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderTeleprompter, sampleMap, sampleUser, stubFetch } from '../teleprompter-test-support';
import { setLiveServerReachable, writeScriptOnServer } from '../live-test-support';
import { TELEPROMPTER_MESSAGES } from '../messages';

/** An SSE body the test writes to event by event; `end()` closes it. */
function sseBody(init?: RequestInit) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
  return {
    stream,
    send: (event: string, data: unknown) => controller.enqueue(encoder.encode(formatSseEvent(event as 'chunk', data as { text: string }))),
    end: () => controller.close(),
  };
}

const renderAt = (state: unknown) => renderTeleprompter({ pathname: '/teleprompter', state }, '/teleprompter');

beforeEach(() => sessionStore.set({ token: 't0k3n', user: sampleUser('free') }));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('TeleprompterScreen', () => {
  it('asks for a map when no id arrives', () => {
    stubFetch(() => undefined);
    renderAt(null);
    expect(screen.getByText('No mind map ID provided. Please go back to a mind map and select it.')).toBeInTheDocument();
    // §2: the control is always 'Back to Mind Map'; without an id it leads to the dashboard.
    expect(screen.getByRole('link', { name: 'Back to Mind Map' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('Back to Dashboard')).toBeNull();
  });

  it('shows the saved script as normalised paragraphs', async () => {
    stubFetch((url) => {
      if (url.endsWith('/api/teleprompter/m1'))
        return { status: 200, body: { mindMapId: 'm1', title: 'Launch Talk', content: 'Line one\nline two\n\n\n\nSecond', updatedAt: 'x' } };
      if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
    });
    renderAt({ mindMapId: 'm1' });
    const content = await screen.findByTestId('teleprompter-content');
    expect(Array.from(content.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['Line one line two', 'Second']);
    expect(screen.getByRole('link', { name: 'Back to Mind Map' })).toHaveAttribute('href', '/mindmap/m1');
    expect(screen.getByRole('spinbutton', { name: 'Speed (WPM)' })).toHaveValue(80);
    // 5 words at 80 WPM: about 4 seconds; the readout follows the speed.
    expect(screen.getByTestId('reading-time')).toHaveTextContent('0:04 at 80 WPM · 5 words');
    const speed = screen.getByRole('spinbutton', { name: 'Speed (WPM)' });
    fireEvent.change(speed, { target: { value: '10' } });
    fireEvent.blur(speed);
    expect(await screen.findByText(/0:30 at 10 WPM/)).toBeInTheDocument();
  });

  it('offline: keeps showing the script this device holds, says so, and keeps the way back', async () => {
    stubFetch((url) => {
      if (url.endsWith('/api/teleprompter/m1'))
        return { status: 200, body: { mindMapId: 'm1', title: 'Launch Talk', content: 'Words on this device.', updatedAt: 'x' } };
      if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
    });
    renderAt({ mindMapId: 'm1' });
    expect(await screen.findByText('Words on this device.')).toBeInTheDocument();
    act(() => setLiveServerReachable(false));
    expect(await screen.findByText(TELEPROMPTER_MESSAGES.offlineCopy)).toHaveAttribute('role', 'status');
    expect(screen.getByText('Words on this device.')).toBeInTheDocument();
    expect(screen.getByText('Launch Talk')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Mind Map' })).toHaveAttribute('href', '/mindmap/m1');
    act(() => setLiveServerReachable(true));
    await waitFor(() => expect(screen.queryByText(TELEPROMPTER_MESSAGES.offlineCopy)).not.toBeInTheDocument());
  });

  it("the editor's nodes handed over do not replace the script's own words", async () => {
    stubFetch((url) =>
      url.endsWith('/api/teleprompter/m1')
        ? { status: 200, body: { mindMapId: 'm1', title: 'Launch Talk', content: 'Saved words.', updatedAt: 'x' } }
        : undefined,
    );
    renderAt({ mindMapId: 'm1', nodes: sampleMap.nodes, nodeListOrder: ['2', '1'] });
    expect(await screen.findByText('Saved words.')).toBeInTheDocument();
    expect(screen.queryByText('The point.')).not.toBeInTheDocument();
  });

  it('404: no content yet', async () => {
    stubFetch(() => undefined);
    renderAt({ mindMapId: 'm1' });
    expect(await screen.findByText("No teleprompter content found for this mind map. Use 'Generate with AI' to create a script.")).toBeInTheDocument();
  });

  it('blank content: nothing to display', async () => {
    stubFetch((url) =>
      url.endsWith('/api/teleprompter/m1') ? { status: 200, body: { mindMapId: 'm1', title: '', content: '  ', updatedAt: 'x' } } : undefined,
    );
    renderAt({ mindMapId: 'm1' });
    expect(await screen.findByText("No content to display. Use 'Generate with AI' to create a script from your mind map.")).toBeInTheDocument();
  });

  it("a script deleted elsewhere (or not this account's) says there is no content", async () => {
    stubFetch(() => ({ status: 404, body: { message: 'Not found.' } }));
    renderAt({ mindMapId: 'm1' });
    expect(await screen.findByText(TELEPROMPTER_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.queryByTestId('teleprompter-content')).not.toBeInTheDocument();
  });

  it('Generate with AI: remaining count, Elite-only context, the script appears as it streams', async () => {
    let sse!: ReturnType<typeof sseBody>;
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/api/teleprompter/m1') && init?.method !== 'POST') return { status: 404, body: { message: 'none' } };
      if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
      if (url.endsWith('/api/ai/generate-teleprompter/stream')) {
        sse = sseBody(init);
        return { sse: sse.stream };
      }
      if (url.endsWith('/api/auth/me')) return { status: 200, body: { user: sampleUser('free', 1) } };
    });
    const u = userEvent.setup();
    renderAt({ mindMapId: 'm1', nodes: sampleMap.nodes, nodeListOrder: ['2', '1'] });
    const button = screen.getByRole('button', { name: /Generate with AI/ });
    expect(button).toHaveTextContent('25 remaining');
    await u.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Generate script with AI' });
    expect(screen.getByLabelText('Additional instructions')).toBeDisabled();
    expect(dialog).toHaveTextContent('(Custom context is available for Elite users)');
    await u.click(screen.getByRole('button', { name: 'Generate Script' }));
    await waitFor(() => expect(sse).toBeDefined());
    sse.send('chunk', { text: 'Hello ' });
    sse.send('chunk', { text: 'there.' });
    const stream = await screen.findByTestId('teleprompter-stream');
    await waitFor(() => expect(stream).toHaveTextContent('Hello there.'));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    sse.send('chunk', { text: '\n\nThanks for coming.' });
    sse.send('done', { script: 'Hello there.\n\nThanks for coming.', source: 'Offline writer' });
    sse.end();
    // The server stored it in the live document, which brings it to the screen.
    await writeScriptOnServer('m1', [{ nodeId: null, text: 'Hello there.\n\nThanks for coming.', origin: 'ai' }]);
    expect(await screen.findByText('AI script generated successfully!')).toBeInTheDocument();
    const content = await screen.findByTestId('teleprompter-content');
    await waitFor(() => expect(Array.from(content.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['Hello there.', 'Thanks for coming.']));
    expect(screen.getByTestId('script-source')).toHaveTextContent('Offline writer');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/ai/generate-teleprompter/stream'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      mindMapTitle: 'Launch Talk',
      mindMapContent: serializeMapContent([
        { title: 'Point', text: 'The point.' },
        { title: 'Main Idea', text: 'Welcome.' },
      ]),
      additionalPrompt: '',
      mindMapId: 'm1',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: /Generate with AI/ })).toHaveTextContent('24 remaining'));
  });

  it('Elite users may add instructions', async () => {
    sessionStore.set({ token: 't0k3n', user: sampleUser('elite') });
    stubFetch(() => undefined);
    const u = userEvent.setup();
    renderAt({ mindMapId: 'm1' });
    expect(screen.getByRole('button', { name: /Generate with AI/ })).toHaveTextContent('500 remaining');
    await u.click(screen.getByRole('button', { name: /Generate with AI/ }));
    expect(await screen.findByLabelText('Additional instructions')).toBeEnabled();
  });

  it('refuses when the monthly limit is used up', async () => {
    sessionStore.set({ token: 't0k3n', user: sampleUser('free', 25) });
    stubFetch(() => undefined);
    const u = userEvent.setup();
    renderAt({ mindMapId: 'm1' });
    await u.click(screen.getByRole('button', { name: /Generate with AI/ }));
    expect(screen.getByText('You have reached your limit of 25 AI teleprompter generations for this month. Upgrade your plan for more!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports a failure reported mid-stream and keeps the script that was there', async () => {
    stubFetch((url, init) => {
      if (url.endsWith('/api/teleprompter/m1')) return { status: 200, body: { mindMapId: 'm1', title: 'T', content: 'My own words.', updatedAt: 'x' } };
      if (url.endsWith('/api/ai/generate-teleprompter/stream')) {
        const sse = sseBody(init);
        sse.send('chunk', { text: 'Half a ' });
        sse.send('error', { message: 'The AI provider answered 503: model is overloaded' });
        sse.end();
        return { sse: sse.stream };
      }
      if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
    });
    const u = userEvent.setup();
    renderAt({ mindMapId: 'm1' });
    expect(await screen.findByText('My own words.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: /Generate with AI/ }));
    // A script of one's own words is 'edited': the dialog offers to keep it or replace it.
    await u.click(await screen.findByRole('button', { name: 'Replace all' }));
    expect(await screen.findByText('AI generation failed: The AI provider answered 503: model is overloaded.')).toBeInTheDocument();
    expect(screen.getByTestId('teleprompter-content')).toHaveTextContent('My own words.');
  });

  it('reports a failed request (JSON error before the stream)', async () => {
    stubFetch((url) => {
      if (url.endsWith('/api/ai/generate-teleprompter/stream')) return { status: 502, body: { message: 'The AI service is unavailable.' } };
      if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
    });
    const u = userEvent.setup();
    renderAt({ mindMapId: 'm1' });
    await u.click(screen.getByRole('button', { name: /Generate with AI/ }));
    await u.click(await screen.findByRole('button', { name: 'Generate Script' }));
    expect(await screen.findByText('AI generation failed: The AI service is unavailable.')).toBeInTheDocument();
  });

  it("shows the server's limit message on 429", async () => {
    const limit = 'You have reached your limit of 25 AI teleprompter generations for this month. Upgrade your plan for more!';
    stubFetch((url) => {
      if (url.endsWith('/api/ai/generate-teleprompter/stream')) return { status: 429, body: { message: limit } };
      if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
    });
    const u = userEvent.setup();
    renderAt({ mindMapId: 'm1' });
    await u.click(screen.getByRole('button', { name: /Generate with AI/ }));
    await u.click(await screen.findByRole('button', { name: 'Generate Script' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
  });

  it('Cancel stops the stream and keeps the previous script', async () => {
    let aborted = false;
    stubFetch((url, init) => {
      if (url.endsWith('/api/teleprompter/m1')) return { status: 200, body: { mindMapId: 'm1', title: 'T', content: 'Before.', updatedAt: 'x' } };
      if (url.endsWith('/api/ai/generate-teleprompter/stream')) {
        const sse = sseBody(init);
        init?.signal?.addEventListener('abort', () => (aborted = true));
        sse.send('chunk', { text: 'Partial words' });
        return { sse: sse.stream };
      }
      if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
    });
    const u = userEvent.setup();
    renderAt({ mindMapId: 'm1' });
    expect(await screen.findByText('Before.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: /Generate with AI/ }));
    await u.click(await screen.findByRole('button', { name: 'Replace all' }));
    expect(await screen.findByText('Partial words')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('teleprompter-stream')).not.toBeInTheDocument());
    expect(aborted).toBe(true);
    expect(screen.getByTestId('teleprompter-content')).toHaveTextContent('Before.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
