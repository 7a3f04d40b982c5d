// Issue 11 item 3 and issue 26 on the teleprompter: the script's edit mode — each section in a labelled
// field bound to its text in the live document (typed words reach the server at once, edits made
// elsewhere show as they arrive with the caret kept), this tab's own undo/redo, the live status — and
// the reading view showing cue marks as cues.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Y from 'yjs';
import { applyTextDiff, liveSectionIds, liveSectionText, readLiveScript, type ScriptSection, type TeleprompterText } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderTeleprompter, sampleMap, sampleUser, stubFetch } from '../teleprompter-test-support';
import { changeOnServer, liveServerDoc, writeScriptOnServer } from '../live-test-support';

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

/** The script on the server (its live document is built from these answers: live-test-support.ts). */
function fakeServer(sections: ScriptSection[] = SECTIONS) {
  const text: TeleprompterText = {
    mindMapId: 'm1',
    title: 'Launch Talk',
    content: sections
      .map((x) => x.text)
      .filter((t) => t.trim())
      .join('\n\n'),
    updatedAt: '2026-01-01T00:00:00.000Z',
    sections,
    version: 4,
  };
  stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.endsWith('/api/teleprompter/m1') && method === 'GET') return { status: 200, body: text };
    if (url.endsWith('/api/mindmaps/m1') && method === 'GET') return { status: 200, body: map };
  });
}

/** Section `index`'s text in a document. */
const sectionText = (doc: Y.Doc, index: number) => liveSectionText(doc, liveSectionIds(doc)[index]!)!;

const editor = () => screen.getByTestId('script-editor');
const status = () => within(editor()).getByTestId('live-status');
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

  it('typing goes into the live document at once: the server has every keystroke, the section becomes Edited, the status is the live one', async () => {
    fakeServer();
    const u = userEvent.setup();
    renderTeleprompter('/teleprompter/m1?edit=1');
    await waitFor(() => expect(field('Point')).toHaveValue('The point is simple.'));
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));

    await u.type(field('Point'), ' Really.');
    const doc = await liveServerDoc();
    await waitFor(() => expect(readLiveScript(doc)!.sections[2]).toMatchObject({ nodeId: '2', text: 'The point is simple. Really.', origin: 'edited' }));
    // A map-written section keeps the map text it came from (the out-of-date review compares against it).
    expect(readLiveScript(doc)!.sections[2]!.mapText).toBe('The point is simple.');
    expect(within(field('Point').closest('li')!).getByText('Edited')).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(screen.queryByText(/Unsaved changes/)).toBeNull();

    // Done: the reading view reads the typed words.
    await u.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('The point is simple. Really.')).toBeInTheDocument();
  });

  it('a pasted NUL is dropped as it arrives: the document gets the rest of the text', async () => {
    fakeServer();
    const u = userEvent.setup();
    renderTeleprompter('/teleprompter/m1?edit=1');
    await waitFor(() => expect(field('Point')).toHaveValue('The point is simple.'));
    await u.click(field('Point'));
    await u.paste(' A\u0000B');
    expect(field('Point')).toHaveValue('The point is simple. AB');
    const doc = await liveServerDoc();
    await waitFor(() => expect(readLiveScript(doc)!.sections[2]!.text).toBe('The point is simple. AB'));
  });

  it('an edit made on another device shows in the field at once, the caret staying on the same characters', async () => {
    fakeServer();
    const u = userEvent.setup();
    renderTeleprompter('/teleprompter/m1?edit=1');
    await waitFor(() => expect(field('Point')).toHaveValue('The point is simple.'));
    const point = field('Point');
    await u.click(point);
    point.setSelectionRange(4, 9); // "point"
    await act(() => changeOnServer('m1', (doc) => applyTextDiff(sectionText(doc, 2), 'So: The point is simple, friends.')));
    expect(point).toHaveValue('So: The point is simple, friends.');
    expect(point.value.slice(point.selectionStart, point.selectionEnd)).toBe('point');
    // Typing goes on where the caret is, and both edits are kept.
    await u.keyboard('main point');
    const doc = await liveServerDoc();
    await waitFor(() => expect(readLiveScript(doc)!.sections[2]!.text).toBe('So: The main point is simple, friends.'));
  });

  it('undo / redo across two sections, with Ctrl+Z / Ctrl+Shift+Z and the buttons, never undoing an edit made elsewhere', async () => {
    fakeServer();
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
    // Someone else's edit in between is theirs: this tab's undo leaves it.
    await act(() => changeOnServer('m1', (doc) => applyTextDiff(sectionText(doc, 1), 'Welcome to the big launch.')));
    await waitFor(() => expect(field('Main Idea')).toHaveValue('Welcome to the big launch.'));

    // Ctrl+Z in a field: the last section's typing goes first, then the other one's.
    await u.keyboard('{Control>}z{/Control}');
    expect(field('Closing')).toHaveValue('Thank you.');
    expect(field('Opening')).toHaveValue('Good evening. A');
    await u.keyboard('{Control>}z{/Control}');
    expect(field('Opening')).toHaveValue('Good evening.');
    expect(undo).toBeDisabled();
    expect(redo).toBeEnabled();
    expect(field('Main Idea')).toHaveValue('Welcome to the big launch.');

    await u.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(field('Opening')).toHaveValue('Good evening. A');
    expect(field('Closing')).toHaveValue('Thank you.');
    await u.click(redo);
    expect(field('Closing')).toHaveValue('Thank you. B');
    expect(redo).toBeDisabled();

    await u.click(undo);
    expect(field('Closing')).toHaveValue('Thank you.');
    expect(field('Opening')).toHaveValue('Good evening. A');

    // What is on screen is what the server holds.
    const doc = await liveServerDoc();
    await waitFor(() =>
      expect(readLiveScript(doc)!.sections.map((x) => x.text)).toEqual(['Good evening. A', 'Welcome to the big launch.', 'The point is simple.', 'Thank you.']),
    );
  });

  it('a section added elsewhere appears without disturbing the field being typed in', async () => {
    fakeServer();
    const u = userEvent.setup();
    renderTeleprompter('/teleprompter/m1?edit=1');
    await waitFor(() => expect(field('Point')).toHaveValue('The point is simple.'));
    await u.click(field('Point'));
    const focused = document.activeElement;
    await act(() => writeScriptOnServer('m1', [...SECTIONS.slice(0, 3), { nodeId: '3', text: 'Added elsewhere.', origin: 'map' }, SECTIONS[3]!]));
    expect(await within(editor()).findByRole('textbox', { name: 'Late addition' })).toHaveValue('Added elsewhere.');
    expect(document.activeElement).toBe(focused);
    await u.keyboard('!');
    expect(field('Point')).toHaveValue('The point is simple.!');
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
