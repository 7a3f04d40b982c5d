// Issue 11, item 3 on the teleprompter: the script's edit mode — each section in a labelled field, a
// local draft within 300 ms, autosave against `version` (a 409 carries the edits onto the newer
// script), a failed save kept and retried when the network returns, undo/redo, a draft restored after
// a reload — and the reading view showing cue marks as cues.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySectionEdits, type ScriptEditBody, type ScriptSection, type TeleprompterText } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { json, renderTeleprompter, sampleMap, sampleUser, stubFetch } from '../teleprompter-test-support';
import { scriptDraftKey, writeScriptDraft } from '../utils/script-draft';

const EMAIL = sampleUser().email;
const DRAFT_KEY = scriptDraftKey(EMAIL, 'm1');
const SAVED = 'All changes saved';
const RETRYING = 'Not saved — your edits are kept on this device. Retrying…';

const SECTIONS: ScriptSection[] = [
  { nodeId: null, text: 'Good evening.', origin: 'ai' },
  { nodeId: '1', text: 'Welcome to the launch.', origin: 'ai', mapText: 'Welcome.' },
  { nodeId: '2', text: 'The point is simple.', origin: 'map', mapText: 'The point is simple.' },
  { nodeId: null, text: 'Thank you.', origin: 'ai' },
];

// The sample map with a third node (a section added elsewhere) and its own text for Point.
const map = {
  ...sampleMap,
  nodes: [
    sampleMap.nodes[0]!,
    { ...sampleMap.nodes[1]!, text: 'The point is simple.' },
    { id: '3', x: 550, y: 420, title: 'Late addition', text: 'Added elsewhere.', color: '#22C55E' },
  ],
  nodeOrder: ['1', '2'],
};

/**
 * A small in-memory API: the script with its version; PUT …/script applies the edits as the server
 * does (applySectionEdits) and answers 409 on a stale version. `putHook` may answer a PUT instead.
 */
function fakeServer(initial: ScriptSection[] = SECTIONS, version = 4) {
  const server = {
    sections: initial,
    version,
    puts: [] as ScriptEditBody[],
    /** Answers a PUT before the fake does (a failure, a conflict); undefined lets it through. */
    putHook: undefined as ((body: ScriptEditBody, n: number) => Response | Promise<Response> | undefined) | undefined,
    text(): TeleprompterText {
      return {
        mindMapId: 'm1',
        title: 'Launch Talk',
        content: server.sections
          .map((s) => s.text)
          .filter((t) => t.trim())
          .join('\n\n'),
        updatedAt: '2026-01-01T00:00:00.000Z',
        sections: server.sections,
        version: server.version,
      };
    },
  };
  stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url.endsWith('/api/teleprompter/m1/script') && method === 'PUT') {
      const body = JSON.parse(String(init!.body)) as ScriptEditBody;
      server.puts.push(body);
      const hooked = await server.putHook?.(body, server.puts.length);
      if (hooked) return hooked;
      if (body.version !== server.version) return json(409, { message: 'The script changed elsewhere.' });
      const next = applySectionEdits(server.sections, body.sections);
      if (!next) return json(409, { message: 'The script changed elsewhere.' });
      server.sections = next;
      server.version += 1;
      return json(200, server.text());
    }
    if (url.endsWith('/api/teleprompter/m1') && method === 'GET') return json(200, server.text());
    if (url.endsWith('/api/mindmaps/m1') && method === 'GET') return json(200, map);
  });
  return server;
}

const editor = () => screen.getByTestId('script-editor');
const status = () => screen.getByTestId('script-save-status');
const field = (label: string) => within(editor()).getByRole('textbox', { name: label }) as HTMLTextAreaElement;
/** The reading view is up and its script has arrived (sections included). */
const loaded = async () => {
  await screen.findByText('Welcome to the launch.');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Edit script' })).toBeInTheDocument());
};

beforeEach(() => sessionStore.set({ token: 't0k3n', user: sampleUser('pro') }));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('script edit mode', () => {
  it('opens from the button and from key E: a labelled field per section, the cue-mark help on screen', async () => {
    fakeServer();
    const u = userEvent.setup();
    renderTeleprompter();
    await loaded();
    expect(screen.queryByTestId('script-editor')).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Edit script' }));
    expect(editor()).toBeInTheDocument();
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toHaveAttribute('aria-pressed', 'true');
    // Node titles arrive with the map; node-less sections at the ends are the opening and closing.
    await waitFor(() => expect(field('Main Idea')).toHaveValue('Welcome to the launch.'));
    expect(field('Opening')).toHaveValue('Good evening.');
    expect(field('Point')).toHaveValue('The point is simple.');
    expect(field('Closing')).toHaveValue('Thank you.');
    expect(within(editor()).getAllByRole('textbox')).toHaveLength(4);
    const help = screen.getByTestId('cue-help');
    expect(within(help).getByText('Cue marks')).toBeInTheDocument();
    expect(within(help).getByText('**word**')).toBeInTheDocument();
    expect(within(help).getByText('[pause]')).toBeInTheDocument();
    // Reading is not offered while editing.
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();

    await u.click(done);
    expect(screen.queryByTestId('script-editor')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit script' })).toHaveAttribute('aria-pressed', 'false');

    // Key E (focus outside a field) opens it; typing an "e" in a field does not close it.
    (document.activeElement as HTMLElement | null)?.blur();
    await u.keyboard('e');
    expect(editor()).toBeInTheDocument();
    await u.click(field('Closing'));
    await u.keyboard('e');
    expect(editor()).toBeInTheDocument();
    expect(field('Closing')).toHaveValue('Thank you.e');
  });

  it('?edit=1 opens the screen in edit mode', async () => {
    fakeServer();
    renderTeleprompter('/teleprompter/m1?edit=1');
    expect(await screen.findByTestId('script-editor')).toBeInTheDocument();
    await waitFor(() => expect(field('Point')).toHaveValue('The point is simple.'));
  });

  it('typing: the draft is in localStorage after its short delay, then autosave sends every section with the version', async () => {
    const server = fakeServer();
    const u = userEvent.setup();
    renderTeleprompter('/teleprompter/m1?edit=1');
    await waitFor(() => expect(field('Point')).toHaveValue('The point is simple.'));
    expect(status()).toHaveTextContent(SAVED);

    await u.type(field('Point'), ' Really.');
    expect(status()).toHaveTextContent('Unsaved changes');
    await waitFor(
      () => {
        const draft = JSON.parse(localStorage.getItem(DRAFT_KEY)!) as { baseVersion: number; texts: { nodeId: string | null; text: string }[] };
        expect(draft.baseVersion).toBe(4);
        expect(draft.texts[2]).toEqual({ nodeId: '2', text: 'The point is simple. Really.' });
      },
      // The draft is written SCRIPT_DRAFT_DELAY_MS (200 ms) after the last key; how soon that is on the
      // clock is not asserted here (a loaded machine fired it past 300 ms): the wait is the event's.
      { timeout: 3000 },
    );
    expect(scriptDraftKey(EMAIL.toUpperCase(), 'm1')).toBe(DRAFT_KEY);

    await waitFor(() => expect(status()).toHaveTextContent(SAVED), { timeout: 3000 });
    expect(server.puts).toHaveLength(1);
    expect(server.puts[0]).toEqual({
      version: 4,
      sections: [
        { nodeId: null, text: 'Good evening.' },
        { nodeId: '1', text: 'Welcome to the launch.' },
        { nodeId: '2', text: 'The point is simple. Really.' },
        { nodeId: null, text: 'Thank you.' },
      ],
    });
    expect(server.version).toBe(5);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    // The section is now the user's own words.
    expect(within(field('Point').closest('li')!).getByText('Edited')).toBeInTheDocument();

    // Done: the reading view reads the saved words.
    await u.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('The point is simple. Really.')).toBeInTheDocument();
  });

  it('a pasted NUL is dropped as it arrives: the save goes through with the rest of the text', async () => {
    const server = fakeServer();
    const u = userEvent.setup();
    renderTeleprompter('/teleprompter/m1?edit=1');
    await waitFor(() => expect(field('Point')).toHaveValue('The point is simple.'));
    await u.click(field('Point'));
    await u.paste(' A\u0000B');
    expect(field('Point')).toHaveValue('The point is simple. AB');
    await waitFor(() => expect(status()).toHaveTextContent(SAVED), { timeout: 3000 });
    expect(server.puts.at(-1)!.sections[2]).toEqual({ nodeId: '2', text: 'The point is simple. AB' });
  });

  it('409: re-reads the script, carries the edit onto the newer sections and saves with the new version', async () => {
    const server = fakeServer();
    // Someone else (a map save adding node 3) changes the script just before our first save lands.
    server.putHook = (_, n) => {
      if (n !== 1) return undefined;
      server.sections = [
        SECTIONS[0]!,
        SECTIONS[1]!,
        { nodeId: '3', text: 'Added elsewhere.', origin: 'map', mapText: 'Added elsewhere.' },
        SECTIONS[2]!,
        SECTIONS[3]!,
      ];
      server.version = 7;
      return json(409, { message: 'The script changed elsewhere.' });
    };
    const u = userEvent.setup();
    renderTeleprompter('/teleprompter/m1?edit=1');
    await waitFor(() => expect(field('Point')).toHaveValue('The point is simple.'));

    await u.type(field('Point'), ' Mine.');
    await waitFor(() => expect(server.puts).toHaveLength(2), { timeout: 3000 });
    expect(server.puts[1]).toEqual({
      version: 7,
      sections: [
        { nodeId: null, text: 'Good evening.' },
        { nodeId: '1', text: 'Welcome to the launch.' },
        { nodeId: '3', text: 'Added elsewhere.' },
        { nodeId: '2', text: 'The point is simple. Mine.' },
        { nodeId: null, text: 'Thank you.' },
      ],
    });
    await waitFor(() => expect(status()).toHaveTextContent(SAVED));
    expect(status()).toHaveTextContent('The script changed elsewhere — your edits were carried over to the newest version.');
    expect(field('Point')).toHaveValue('The point is simple. Mine.');
    expect(field('Late addition')).toHaveValue('Added elsewhere.');
    expect(server.version).toBe(8);
    expect(server.sections[3]).toMatchObject({ nodeId: '2', text: 'The point is simple. Mine.', origin: 'edited' });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it.each([
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails (500)', () => json(500, { message: 'boom' })],
  ])('a failed save (%s): says so, keeps the draft, and saves when the browser is back online', async (_, fail) => {
    const server = fakeServer();
    let failing = true;
    server.putHook = () => (failing ? fail() : undefined);
    const u = userEvent.setup();
    renderTeleprompter('/teleprompter/m1?edit=1');
    await waitFor(() => expect(field('Opening')).toHaveValue('Good evening.'));

    await u.type(field('Opening'), ' Friends.');
    await waitFor(() => expect(status()).toHaveTextContent(RETRYING), { timeout: 3000 });
    expect(status()).toHaveAttribute('data-status', 'error');
    const draft = JSON.parse(localStorage.getItem(DRAFT_KEY)!) as { texts: { text: string }[] };
    expect(draft.texts[0]!.text).toBe('Good evening. Friends.');
    expect(field('Opening')).toHaveValue('Good evening. Friends.');
    expect(server.puts).toHaveLength(1);

    // The network is back: the 'online' event retries at once (the timed retry is 5 s away).
    failing = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(status()).toHaveTextContent(SAVED), { timeout: 2000 });
    expect(server.puts).toHaveLength(2);
    expect(server.sections[0]).toMatchObject({ nodeId: null, text: 'Good evening. Friends.', origin: 'edited' });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('leaving with unsaved words: saves once, keeps the draft if that fails, and leaves no retry running behind', async () => {
    const server = fakeServer();
    let fail!: () => void;
    server.putHook = () => new Promise<Response>((_, reject) => (fail = () => reject(new TypeError('Failed to fetch'))));
    const u = userEvent.setup();
    const view = renderTeleprompter('/teleprompter/m1?edit=1');
    await waitFor(() => expect(field('Closing')).toHaveValue('Thank you.'));
    await u.type(field('Closing'), ' Bye.');
    // Left before the autosave: the draft is written at once and the words are sent.
    view.unmount();
    expect((JSON.parse(localStorage.getItem(DRAFT_KEY)!) as { texts: { text: string }[] }).texts[3]!.text).toBe('Thank you. Bye.');
    await waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]!.sections[3]).toEqual({ nodeId: null, text: 'Thank you. Bye.' });
    vi.useFakeTimers();
    try {
      fail();
      await vi.waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull());
      for (let i = 0; i < 5; i++) await Promise.resolve();
      // The draft keeps the words for the next visit; nothing keeps sending from a screen that is gone.
      vi.advanceTimersByTime(60_000);
      expect(server.puts).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('undo / redo across two sections, with Ctrl+Z / Ctrl+Shift+Z and the buttons', async () => {
    const server = fakeServer();
    const u = userEvent.setup();
    renderTeleprompter('/teleprompter/m1?edit=1');
    await waitFor(() => expect(field('Point')).toHaveValue('The point is simple.'));
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toBeDisabled();
    expect(redo).toBeDisabled();

    await u.type(field('Opening'), ' A');
    await u.type(field('Closing'), ' B');
    expect(undo).toBeEnabled();

    // Ctrl+Z in a field: the last section's typing goes first, then the other one's.
    await u.keyboard('{Control>}z{/Control}');
    expect(field('Closing')).toHaveValue('Thank you.');
    expect(field('Opening')).toHaveValue('Good evening. A');
    await u.keyboard('{Control>}z{/Control}');
    expect(field('Opening')).toHaveValue('Good evening.');
    expect(undo).toBeDisabled();
    expect(redo).toBeEnabled();

    await u.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(field('Opening')).toHaveValue('Good evening. A');
    expect(field('Closing')).toHaveValue('Thank you.');
    await u.click(redo);
    expect(field('Closing')).toHaveValue('Thank you. B');
    expect(redo).toBeDisabled();

    await u.click(undo);
    expect(field('Closing')).toHaveValue('Thank you.');
    expect(field('Opening')).toHaveValue('Good evening. A');

    // What is on screen is what gets saved.
    await waitFor(() => expect(status()).toHaveTextContent(SAVED), { timeout: 3000 });
    expect(server.puts.at(-1)!.sections.map((s) => s.text)).toEqual(['Good evening. A', 'Welcome to the launch.', 'The point is simple.', 'Thank you.']);
  });

  it('a draft left by the last visit: opens in edit mode, says the edits were restored, and saves them', async () => {
    const server = fakeServer();
    const base = SECTIONS.map((s) => ({ nodeId: s.nodeId, text: s.text }));
    const texts = base.map((s) => (s.nodeId === '1' ? { ...s, text: 'Welcome, **friends**. [pause]' } : s));
    writeScriptDraft(DRAFT_KEY, 4, base, texts);
    renderTeleprompter();

    expect(await screen.findByTestId('script-editor')).toBeInTheDocument();
    expect(await screen.findByText('Your unsaved edits from last time were restored.')).toBeInTheDocument();
    await waitFor(() => expect(field('Main Idea')).toHaveValue('Welcome, **friends**. [pause]'));
    await waitFor(() => expect(status()).toHaveTextContent(SAVED), { timeout: 3000 });
    expect(server.puts).toEqual([{ version: 4, sections: texts }]);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('a draft typed against an older script is carried onto the newer one', async () => {
    // The draft knew 2 sections; the script has 4 now (an opening and closing were added).
    const server = fakeServer(SECTIONS, 9);
    const base = [
      { nodeId: '1', text: 'Welcome.' },
      { nodeId: '2', text: 'The point is simple.' },
    ];
    writeScriptDraft(DRAFT_KEY, 2, base, [base[0]!, { nodeId: '2', text: 'My point.' }]);
    renderTeleprompter();
    await waitFor(() => expect(field('Point')).toHaveValue('My point.'));
    await waitFor(() => expect(status()).toHaveTextContent(SAVED), { timeout: 3000 });
    expect(server.puts[0]!.version).toBe(9);
    expect(server.puts[0]!.sections.map((s) => s.text)).toEqual(['Good evening.', 'Welcome to the launch.', 'My point.', 'Thank you.']);
  });
});

describe('cue marks in the reading view', () => {
  it('shows **word** as emphasis and [pause] as a cue, and the reading time counts neither mark as words', async () => {
    fakeServer([
      { nodeId: '1', text: 'Welcome to the **launch** [pause] today.', origin: 'edited' },
      { nodeId: '2', text: 'One [smile] more.', origin: 'edited' },
    ]);
    renderTeleprompter();
    const content = await screen.findByTestId('teleprompter-content');
    const emphasis = content.querySelector('[data-cue="emphasis"]')!;
    expect(emphasis).toHaveTextContent(/^launch$/);
    expect(emphasis.tagName).toBe('STRONG');
    const pause = content.querySelector('[data-cue="pause"]')!;
    expect(pause).toHaveAttribute('aria-label', 'Cue: pause');
    expect(content.querySelector('[data-cue="note"]')).toHaveAttribute('aria-label', 'Cue: smile');
    // No mark is left as raw text.
    expect(content.textContent).not.toMatch(/\*\*|\[pause\]|\[smile\]/);
    // Spoken words: Welcome to the launch today. One more. → 7 (not 9).
    expect(screen.getByTestId('reading-time')).toHaveTextContent('0:05 at 80 WPM · 7 words');
  });
});
