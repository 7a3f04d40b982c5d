// Export from the dashboard (issue 15) against a real HTTP server: the card's menu → Export… → a
// format → the server's file saved under the name it gave; a failure shows its message.
import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../../lib/session';
import { fileNameFromDisposition } from '../../../lib/api-client';
import { renderRoute, sampleUser } from '../../../../test/render';
import { DashboardPage } from './dashboard-page';
import { captureDownloads, startStubApi, type StubApi } from '../../../../test/io-test-server';

// Real HTTP on a machine shared with other runs: give answers more than the default second.
configure({ asyncUtilTimeout: 5000 });

let api: StubApi;
let downloads: ReturnType<typeof captureDownloads>;
afterEach(async () => {
  downloads?.restore();
  sessionStore.clear();
  await api?.close();
});

const opml =
  '<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0"><head><title>Café talk</title></head><body><outline text="Café talk"/></body></opml>\n';

async function openExport() {
  sessionStore.set({ token: 'tok', user: sampleUser });
  api = await startStubApi({
    'GET /api/auth/me': () => ({ json: { user: sampleUser } }),
    'GET /api/mindmaps': () => ({
      json: [{ _id: 'c1', title: 'Café talk', createdAt: '2026-11-20T12:00:00.000Z', updatedAt: '2026-11-21T12:00:00.000Z' }],
    }),
  });
  downloads = captureDownloads();
  renderRoute(<DashboardPage />, { path: '/dashboard' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'More actions: Café talk' }));
  expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Duplicate', 'Export…']);
  await user.click(screen.getByRole('menuitem', { name: 'Export…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export script' });
  return { user, dialog };
}

describe('Export from the dashboard', () => {
  it('lists every format and downloads the server’s file under its own name', async () => {
    const { user, dialog } = await openExport();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.font-medium')?.textContent),
    ).toEqual([
      'Markdown outline (.md)',
      'OPML (.opml)',
      'FreeMind (.mm)',
      'XMind (.xmind)',
      'Map as presentation (.html)',
      'Script as text (.txt)',
      'Script as PDF (.pdf)',
      'Script as Word (.docx)',
      'Script as Markdown (.md)',
      'Script as slides (.pptx)',
    ]);
    api.routes['GET /api/mindmaps/c1/export'] = () => ({
      raw: opml,
      headers: {
        'Content-Type': 'text/x-opml; charset=utf-8',
        'Content-Disposition': `attachment; filename="Cafe talk.opml"; filename*=UTF-8''Caf%C3%A9%20talk.opml`,
      },
    });
    await user.click(within(dialog).getByRole('button', { name: /OPML \(\.opml\)/ }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]!.name).toBe('Café talk.opml');
    expect(new TextDecoder().decode(downloads.saved[0]!.bytes)).toBe(opml);
    const sent = api.received.find((r) => r.path === '/api/mindmaps/c1/export')!;
    expect(sent.query.get('format')).toBe('opml');
    expect(sent.headers.authorization).toBe('Bearer tok');
    expect(await screen.findByText('Downloaded Café talk.opml')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("asks for the Word file with the type size and stage directions chosen, leaving the speed to the script's stored one", async () => {
    // An older per-browser speed is not sent: the server uses the script's (issue 24 item 2).
    localStorage.setItem('cuemap:teleprompter-wpm:c1', '140');
    const { user, dialog } = await openExport();
    const options = within(dialog).getByRole('group', { name: 'Script file options' });
    expect(within(options).getByRole('radio', { name: 'Large (18 pt)' })).toBeChecked();
    expect(within(options).getByRole('radio', { name: 'In the margin' })).toBeChecked();
    await user.click(within(options).getByRole('radio', { name: 'Extra large (24 pt)' }));
    await user.click(within(options).getByRole('radio', { name: 'Leave out' }));
    api.routes['GET /api/mindmaps/c1/export'] = () => ({
      raw: 'PK',
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'Content-Disposition': 'attachment; filename="Cafe talk.docx"',
      },
    });
    await user.click(within(dialog).getByRole('button', { name: /Script as Word/ }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]!.name).toBe('Cafe talk.docx');
    const sent = api.received.find((r) => r.path === '/api/mindmaps/c1/export')!;
    expect(Object.fromEntries(sent.query)).toEqual({ format: 'docx', size: '24', notes: 'omit' });
    // Remembered on this device for the next export.
    expect(JSON.parse(localStorage.getItem('cuemap:script-file-options')!)).toEqual({ size: 24, notes: 'omit' });
    localStorage.clear();
  });

  it('shows the server’s message when the export fails, and says so when a script has no text', async () => {
    const { user, dialog } = await openExport();
    api.routes['GET /api/mindmaps/c1/export'] = () => ({ status: 404, json: { message: 'Script not found.' } });
    await user.click(within(dialog).getByRole('button', { name: /Script as PDF/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to export: Script not found.');
    api.routes['GET /api/mindmaps/c1/export'] = () => ({ raw: '', headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    await user.click(within(dialog).getByRole('button', { name: /Script as text/ }));
    expect(await screen.findByText('This script has no text yet: add details to its nodes or generate a script first.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(downloads.saved).toHaveLength(0);
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, falls back to the quoted one, and is null without a header', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.md"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.md`)).toBe('日本.md');
    expect(fileNameFromDisposition('attachment; filename="My \\"talk\\".txt"')).toBe('My "talk".txt');
    expect(fileNameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A.md; filename="fallback.md"`)).toBe('fallback.md');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
