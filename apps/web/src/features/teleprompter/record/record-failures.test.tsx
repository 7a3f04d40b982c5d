// Record's failures on the teleprompter (issue 28 item 4): no camera, permission denied, device busy,
// storage full (before a take and when a take cannot be kept), an unsupported browser — each says so in
// plain words, and the prompter keeps working (Play still plays). The browser's media devices are
// stood in for at their public surface (getUserMedia rejecting with the DOMException a browser throws).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sessionStore } from '../../../lib/session';
import { renderTeleprompter, sampleMap, sampleUser, stubFetch } from '../teleprompter-test-support';
import { DEFAULT_TELEPROMPTER_PREFS, writeTeleprompterPrefs } from '../utils/prefs';
import { RECORD_MESSAGES } from './messages';
import { TakeReview } from './take-review';

const M = RECORD_MESSAGES;
const script = {
  mindMapId: 'm1',
  title: 'Launch Talk',
  content: 'The point.\n\nWelcome.',
  updatedAt: 'x',
  version: 3,
  sections: [
    { nodeId: '2', text: 'The point.', origin: 'map' },
    { nodeId: '1', text: 'Welcome.', origin: 'map' },
  ],
};

/** A microphone-only stream (no video element to play under jsdom). */
const audioStream = () => {
  const track = { kind: 'audio', readyState: 'live', stop: vi.fn(), addEventListener: vi.fn() };
  return { getTracks: () => [track], getAudioTracks: () => [track], getVideoTracks: () => [] } as unknown as MediaStream;
};

function media(getUserMedia: (c: MediaStreamConstraints) => Promise<MediaStream>) {
  const gum = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: gum, enumerateDevices: async () => [], addEventListener: vi.fn(), removeEventListener: vi.fn() },
  });
  return gum;
}
const fail = (name: string) => () => Promise.reject(new DOMException('refused', name));

beforeEach(() => {
  sessionStore.set({ token: 't0k3n', user: sampleUser('free') });
  writeTeleprompterPrefs({ ...DEFAULT_TELEPROMPTER_PREFS, countdown: 0 });
  vi.stubGlobal(
    'MediaRecorder',
    class {
      static isTypeSupported = () => true;
    },
  );
  stubFetch((url) => {
    if (url.endsWith('/api/teleprompter/m1')) return { status: 200, body: script };
    if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  sessionStore.clear();
  localStorage.clear();
});

/** Opens Record and returns its dialog once `message` shows in it. */
async function openRecord(message: string) {
  renderTeleprompter();
  await screen.findByText('The point.');
  fireEvent.click(screen.getByTestId('record-button'));
  const dialog = await screen.findByRole('dialog', { name: M.dialogTitle });
  expect(await within(dialog).findByText(message)).toBeInTheDocument();
  return dialog;
}

/** Closes the dialog and checks the prompter still plays. */
async function prompterStillPlays(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: M.cancel }));
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /^Play/ }));
  expect(await screen.findByRole('button', { name: /^Pause/ })).toBeEnabled();
}

describe('Record failures', () => {
  it('no camera: says so and offers audio only, which then works', async () => {
    const gum = media(async (c) => (c.video ? Promise.reject(new DOMException('none', 'NotFoundError')) : audioStream()));
    const dialog = await openRecord(M.problems.noCamera);
    expect(within(dialog).getByRole('button', { name: M.start })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: M.recordAudioOnly }));
    expect(await within(dialog).findByRole('button', { name: M.start })).toBeEnabled();
    expect(within(dialog).queryByText(M.problems.noCamera)).toBeNull();
    expect(gum.mock.calls.at(-1)![0].video).toBe(false);
    await prompterStillPlays(dialog);
  });

  it('permission denied', async () => {
    media(fail('NotAllowedError'));
    const dialog = await openRecord(M.problems.denied);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(M.problems.denied);
    await prompterStillPlays(dialog);
  });

  it('device busy (NotReadableError), with Try again', async () => {
    const gum = media(fail('NotReadableError'));
    const dialog = await openRecord(M.problems.busy);
    gum.mockImplementation(async () => audioStream());
    fireEvent.click(within(dialog).getByRole('button', { name: M.tryAgain }));
    expect(await within(dialog).findByRole('button', { name: M.start })).toBeEnabled();
    await prompterStillPlays(dialog);
  });

  it('unsupported browser: no MediaRecorder', async () => {
    media(async () => audioStream());
    vi.stubGlobal('MediaRecorder', undefined);
    const dialog = await openRecord(M.problems.unsupported);
    expect(within(dialog).getByRole('button', { name: M.start })).toBeDisabled();
    await prompterStillPlays(dialog);
  });

  it('unsupported browser: no getUserMedia', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    const dialog = await openRecord(M.problems.unsupported);
    await prompterStillPlays(dialog);
  });

  it('storage full before a take: the estimate leaves too little, so it does not start', async () => {
    media(async () => audioStream());
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { estimate: async () => ({ quota: 100 * 1024 * 1024, usage: 90 * 1024 * 1024 }) },
    });
    renderTeleprompter();
    await screen.findByText('The point.');
    fireEvent.click(screen.getByTestId('record-button'));
    const dialog = await screen.findByRole('dialog', { name: M.dialogTitle });
    fireEvent.click(await within(dialog).findByRole('button', { name: M.start, hidden: false }));
    expect(await within(dialog).findByText(M.problems.storageFull('10.0 MB'))).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'storage');
    await prompterStillPlays(dialog);
  });

  it('storage full when the take is kept (QuotaExceededError): says so and still offers the download', () => {
    const meta = {
      id: 't1',
      scriptId: 'm1',
      title: 'Launch Talk',
      createdAt: 0,
      durationMs: 5000,
      size: 2048,
      mimeType: 'video/webm',
      audioOnly: true,
      rehearsalId: null,
    };
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    render(
      <TakeReview
        saving={false}
        take={{ meta, blob: new Blob(['x']), stored: false }}
        problem={{ kind: 'storageFull', left: 0 }}
        onClose={() => undefined}
        onDelete={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: M.reviewTitle });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(M.problems.notKept);
    expect(within(dialog).getByRole('button', { name: M.download })).toBeEnabled();
    // Not stored: nothing to delete.
    expect(within(dialog).queryByRole('button', { name: M.delete })).toBeNull();
  });

  it('storage running out mid-take: the take so far is kept, and the review says why it stopped', () => {
    const meta = {
      id: 't1',
      scriptId: 'm1',
      title: 'Launch Talk',
      createdAt: 0,
      durationMs: 5000,
      size: 2048,
      mimeType: 'video/webm',
      audioOnly: true,
      rehearsalId: null,
    };
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    render(
      <TakeReview
        saving={false}
        take={{ meta, blob: new Blob(['x']), stored: true }}
        problem={{ kind: 'storageRanOut' }}
        onClose={() => undefined}
        onDelete={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: M.reviewTitle });
    expect(within(dialog).getByTestId('record-problem')).toHaveTextContent(M.problems.storageRanOut);
    expect(within(dialog).getByText(M.saved)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: M.delete })).toBeEnabled();
  });

  it('the ? help lists Record with its key', async () => {
    renderTeleprompter();
    await screen.findByText('The point.');
    fireEvent.keyDown(window, { key: '?' });
    const list = await screen.findByTestId('shortcut-list');
    expect(list).toHaveTextContent('Record (set up / stop)');
  });
});
