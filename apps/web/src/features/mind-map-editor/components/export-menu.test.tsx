// The editor's Export menu (issue 15): images drawn from the map on screen; the server's files only
// after unsaved edits are saved (and not at all when that save fails).
import { afterEach, describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../../../components/ui/toast';
import { sessionStore } from '../../../lib/session';
import { sampleUser } from '../../../../test/render';
import { captureDownloads, startStubApi, type StubApi } from '../../../../test/io-test-server';
import { ExportMenu } from './export-menu';

// Real HTTP on a machine shared with other runs: give answers more than the default second.
configure({ asyncUtilTimeout: 5000 });

const map = {
  title: 'Launch & learn',
  nodes: [
    { id: '1', x: 0, y: 0, title: 'Launch & learn', text: '', color: '#dc2626', isRoot: true },
    { id: '2', x: 300, y: 120, title: 'Why <now>', text: 'Because.', color: '#2563eb' },
  ],
  connections: [{ from: '1', to: '2' }],
};

let api: StubApi | undefined;
let downloads: ReturnType<typeof captureDownloads>;
afterEach(async () => {
  downloads.restore();
  sessionStore.clear();
  await api?.close();
  api = undefined;
});

function renderMenu(saveFirst: () => Promise<string | null>) {
  sessionStore.set({ token: 'tok', user: sampleUser });
  downloads = captureDownloads();
  render(
    <ToastProvider>
      <ExportMenu map={() => map} saveFirst={saveFirst} />
    </ToastProvider>,
  );
  return userEvent.setup();
}

describe('ExportMenu', () => {
  it('lists the formats and draws the SVG from the map on screen, without saving', async () => {
    let saves = 0;
    const user = renderMenu(async () => {
      saves += 1;
      return 'm1';
    });
    await user.click(screen.getByRole('button', { name: 'Export this script' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Markdown outline (.md)',
      'OPML (.opml)',
      'FreeMind (.mm)',
      'XMind (.xmind)',
      'Script as text (.txt)',
      'Script as PDF (.pdf)',
      'Script as Word (.docx)',
      'Script as Markdown (.md)',
      'Script file options…',
      'Script as slides (.pptx)',
      'Map as presentation (.html)',
      'Map as image (.png)',
      'Map as SVG (.svg)',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Map as SVG (.svg)' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]!.name).toBe('Launch-learn.svg');
    const svg = new TextDecoder().decode(downloads.saved[0]!.bytes);
    expect(svg).toContain('Why &lt;now&gt;');
    expect(svg).toContain('<title>Launch &amp; learn</title>');
    expect(saves).toBe(0);
    expect(await screen.findByText('Downloaded Launch-learn.svg')).toBeInTheDocument();
  });

  it('saves first, then downloads the server’s file for the saved script', async () => {
    const order: string[] = [];
    api = await startStubApi({
      'GET /api/mindmaps/m1/export': (req) => {
        order.push(`export ${req.query.get('format')}`);
        return { raw: '<map/>', headers: { 'Content-Disposition': 'attachment; filename="Launch learn.mm"' } };
      },
    });
    const user = renderMenu(async () => {
      order.push('save');
      return 'm1';
    });
    await user.click(screen.getByRole('button', { name: 'Export this script' }));
    await user.click(screen.getByRole('menuitem', { name: 'FreeMind (.mm)' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(order).toEqual(['save', 'export mm']);
    expect(downloads.saved[0]!.name).toBe('Launch learn.mm');
  });

  it('sets the script file options in their dialog and asks for the Word file with them', async () => {
    api = await startStubApi({
      'GET /api/mindmaps/m1/export': () => ({ raw: 'PK', headers: { 'Content-Disposition': 'attachment; filename="Launch learn.docx"' } }),
    });
    const user = renderMenu(async () => 'm1');
    await user.click(screen.getByRole('button', { name: 'Export this script' }));
    await user.click(screen.getByRole('menuitem', { name: 'Script file options…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Script file options' });
    await user.click(within(dialog).getByRole('radio', { name: 'Extra large (24 pt)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Export this script' }));
    await user.click(screen.getByRole('menuitem', { name: 'Script as Word (.docx)' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]!.name).toBe('Launch learn.docx');
    expect(Object.fromEntries(api.received[0]!.query)).toEqual({ format: 'docx', size: '24', notes: 'margin' });
    localStorage.clear();
  });

  it('exports nothing when the save fails, and shows the server’s message when the export does', async () => {
    api = await startStubApi({ 'GET /api/mindmaps/m1/export': () => ({ status: 404, json: { message: 'Script not found.' } }) });
    let saved: string | null = null;
    const user = renderMenu(async () => saved);
    await user.click(screen.getByRole('button', { name: 'Export this script' }));
    await user.click(screen.getByRole('menuitem', { name: 'Script as PDF (.pdf)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Export failed: The script could not be saved, so nothing was exported.');
    expect(api.received).toHaveLength(0);

    saved = 'm1';
    await user.click(screen.getByRole('button', { name: 'Export this script' }));
    await user.click(screen.getByRole('menuitem', { name: 'Script as PDF (.pdf)' }));
    expect(await screen.findByText('Export failed: Script not found.')).toBeInTheDocument();
    expect(downloads.saved).toHaveLength(0);
  });
});
