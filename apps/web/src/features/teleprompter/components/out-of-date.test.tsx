// Issue 24 item 6 on the teleprompter: an out-of-date part is named by its node's title, marked in the
// column, resolved (the server's change arriving through the live document) without losing the reading
// position, and the generations left count at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatSseEvent, monthlyTeleprompterLimit, type ScriptSection, type TeleprompterText } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderTeleprompter, sampleMap, sampleUser, stubFetch } from '../teleprompter-test-support';
import { writeScriptOnServer } from '../live-test-support';
import { layOutColumn, startPrompter } from '../../../../test/teleprompter-fixtures';

/** An opening, then "Point" (node 2) whose node changed after its words were written, then "Main Idea" (node 1). */
const sections: ScriptSection[] = [
  { nodeId: null, text: 'Welcome, everyone.', origin: 'ai' },
  { nodeId: '2', text: 'My words on the point.', origin: 'ai', mapText: 'The point.', stale: true, nodeText: 'The new point.' },
  { nodeId: '1', text: 'And that is the main idea.', origin: 'ai', mapText: 'Welcome.' },
];
const text = (s: ScriptSection[], version: number): TeleprompterText => ({
  mindMapId: 'm1',
  title: 'Launch Talk',
  content: s.map((x) => x.text).join('\n\n'),
  updatedAt: '2026-01-01T00:00:00.000Z',
  sections: s,
  version,
});
const rewritten = [
  sections[0]!,
  { nodeId: '2', text: 'Fresh words on the new point.', origin: 'ai', mapText: 'The new point.' } as ScriptSection,
  sections[2]!,
];

/** Never answers: what shows is what the screen knew before the account was read again. */
const never = () => new Promise<Response>(() => undefined);

beforeEach(() => {
  startPrompter(sampleUser('pro', 3));
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
  layOutColumn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.clear();
  localStorage.clear();
});

/** The script with its map (for the nodes' titles); `more` answers the requests a test adds. */
function serve(more: (url: string, init?: RequestInit) => ReturnType<Parameters<typeof stubFetch>[0]>) {
  return stubFetch((url, init) => {
    const answer = more(url, init);
    if (answer) return answer;
    if (url.endsWith('/api/teleprompter/m1')) return { status: 200, body: text(sections, 4) };
    if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
  });
}

async function openReview() {
  const review = await screen.findByTestId('script-review');
  fireEvent.click(within(review).getByText('1 part of the script no longer matches the map'));
  return within(review).findByRole('listitem', { name: 'Point — its node changed' });
}

const content = () => screen.getByTestId('teleprompter-content');
const remaining = () => screen.getByRole('button', { name: /Generate with AI/ });

describe('an out-of-date part of the script', () => {
  it("is named by its node's title and marked in the prompter's text (a bar, and a label for a screen reader)", async () => {
    serve(() => undefined);
    renderTeleprompter();
    const item = await openReview();
    expect(within(item).getByText('Point — its node changed')).toBeInTheDocument();
    const marked = content().querySelectorAll('[data-out-of-date]');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveAttribute('data-node-id', '2');
    expect(within(marked[0] as HTMLElement).getByTestId('out-of-date-bar')).toHaveAttribute('aria-hidden', 'true');
    expect(within(marked[0] as HTMLElement).getByText('Out of date: “Point” — its node changed')).toHaveClass('sr-only');
    expect(marked[0]).toHaveTextContent('My words on the point.');
  });

  it('Rewrite with AI keeps the reading position, and the generations left count it at once', async () => {
    const pro = monthlyTeleprompterLimit('pro');
    serve((url, init) => {
      // The server writes the rewrite into the live document, then answers.
      if (url.endsWith('/api/ai/rewrite-section') && init?.method === 'POST')
        return writeScriptOnServer('m1', rewritten).then(() => ({ status: 200, body: text(rewritten, 5) }));
      if (url.endsWith('/api/auth/me')) return never();
    });
    renderTeleprompter();
    await screen.findByText('And that is the main idea.');
    expect(remaining()).toHaveTextContent(`${pro - 3} remaining`);
    // Reading the last section ("Main Idea"), after the out-of-date one.
    fireEvent.keyDown(window, { key: 'PageDown' });
    fireEvent.keyDown(window, { key: 'PageDown' });
    expect(content().style.transform).toBe('translate3d(0, -2000px, 0)');

    const item = await openReview();
    fireEvent.click(within(item).getByRole('button', { name: 'Rewrite with AI' }));
    expect(await within(content()).findByText('Fresh words on the new point.')).toBeInTheDocument();
    expect(content().querySelector('[data-out-of-date]')).toBeNull();
    expect(content().style.transform).toBe('translate3d(0, -2000px, 0)');
    // The account is not read again yet (its answer never comes): the badge counted the rewrite itself.
    expect(remaining()).toHaveTextContent(`${pro - 4} remaining`);
  });

  it('Use map text keeps the reading position inside the section being read', async () => {
    const resolved = [sections[0]!, { nodeId: '2', text: 'The new point.', origin: 'map', mapText: 'The new point.' } as ScriptSection, sections[2]!];
    serve((url, init) =>
      url.endsWith('/api/teleprompter/m1/sections/1') && init?.method === 'PUT'
        ? writeScriptOnServer('m1', resolved).then(() => ({ status: 200, body: text(resolved, 5) }))
        : undefined,
    );
    renderTeleprompter();
    await screen.findByText('And that is the main idea.');
    fireEvent.keyDown(window, { key: 'PageDown' });
    expect(content().style.transform).toBe('translate3d(0, -1000px, 0)');
    const item = await openReview();
    fireEvent.click(within(item).getByRole('button', { name: 'Use map text' }));
    expect(await within(content()).findByText('The new point.')).toBeInTheDocument();
    expect(content().style.transform).toBe('translate3d(0, -1000px, 0)');
  });

  it('a refused decision changes nothing; a change made elsewhere meanwhile keeps the reading position too', async () => {
    serve((url, init) => {
      if (url.endsWith('/api/teleprompter/m1/sections/1') && init?.method === 'PUT') return { status: 409, body: { message: 'Changed elsewhere.' } };
    });
    renderTeleprompter();
    await screen.findByText('And that is the main idea.');
    fireEvent.keyDown(window, { key: 'PageDown' });
    fireEvent.keyDown(window, { key: 'PageDown' });
    const item = await openReview();
    fireEvent.click(within(item).getByRole('button', { name: 'Use map text' }));
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Use map text' })).toBeEnabled());
    expect(content()).toHaveTextContent('My words on the point.');
    expect(content().style.transform).toBe('translate3d(0, -2000px, 0)');
    // Someone else rewrote the part: it arrives live, the reader stays where they are.
    await act(() => writeScriptOnServer('m1', rewritten));
    expect(await within(content()).findByText('Fresh words on the new point.')).toBeInTheDocument();
    expect(content().style.transform).toBe('translate3d(0, -2000px, 0)');
  });
});

describe('Generate with AI', () => {
  it('the generations left count a finished generation at once', async () => {
    sessionStore.set({ token: 't0k3n', user: sampleUser('free', 1) });
    const encoder = new TextEncoder();
    const done = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(encoder.encode(formatSseEvent('done', { script: 'Hello there.', source: 'Offline writer' })));
        c.close();
      },
    });
    serve((url) => {
      if (url.endsWith('/api/ai/generate-teleprompter/stream')) return { sse: done };
      if (url.endsWith('/api/auth/me')) return never();
    });
    renderTeleprompter();
    await screen.findByText('And that is the main idea.');
    expect(remaining()).toHaveTextContent('24 remaining');
    fireEvent.click(remaining());
    fireEvent.click(await screen.findByRole('button', { name: /Generate Script|Replace all/ }));
    expect(await screen.findByText('AI script generated successfully!')).toBeInTheDocument();
    expect(remaining()).toHaveTextContent('23 remaining');
  });
});
