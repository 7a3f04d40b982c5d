// Export (issue 15) in the editor header: the map for other tools and the script (the server's files,
// after saving unsaved edits so the file holds what is on screen), and the map as PNG or SVG, drawn here.
import { useState } from 'react';
import { Download, FileCode2, FileImage, FileText, FileType2, MonitorPlay, Network, Presentation, Printer, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { EXPORT_EXTENSIONS } from '@cuemap/shared';
import { ScriptFileOptionsFields } from '../../../components/script-file-options';
import { readScriptFileOptions, writeScriptFileOptions } from '../../../lib/script-file-options';
import { errorMessage } from '../../../lib/api-client';
import { downloadBlob, fileNameFor } from '../../../lib/download';
import { isSessionExpiry } from '../../../lib/session-expiry';
import { Button, ContextMenu, Menu, Modal, Spinner, useToast, type MenuItem } from '../../../components/ui';
import { exportMap, type ServerExportFormat } from '../api/export-map';
import { EXPORT_MENU as M } from '../messages';
import { buildMapSvg, type MapImageSource } from '../utils/map-image';
import { canvasMeasure, svgToPng } from '../utils/map-image-raster';

type Format = ServerExportFormat | 'png' | 'svg';

const icons: Record<Format, ReactNode> = {
  md: <FileCode2 aria-hidden="true" />,
  opml: <FileType2 aria-hidden="true" />,
  mm: <Network aria-hidden="true" />,
  xmind: <Network aria-hidden="true" />,
  txt: <FileText aria-hidden="true" />,
  pdf: <Printer aria-hidden="true" />,
  docx: <FileText aria-hidden="true" />,
  'script-md': <FileCode2 aria-hidden="true" />,
  pptx: <Presentation aria-hidden="true" />,
  'html-presentation': <MonitorPlay aria-hidden="true" />,
  png: <FileImage aria-hidden="true" />,
  svg: <FileImage aria-hidden="true" />,
};
const ORDER: Format[] = ['md', 'opml', 'mm', 'xmind', 'txt', 'pdf', 'docx', 'script-md', 'pptx', 'html-presentation', 'png', 'svg'];

/** The file for one format: an image drawn from the map on screen, or the server's export of the saved script. */
async function makeFile(format: Format, map: MapImageSource, saveFirst: () => Promise<string | null>): Promise<{ blob: Blob; name: string } | null> {
  if (format === 'png' || format === 'svg') {
    const { svg, width, height } = buildMapSvg(map, canvasMeasure() ?? undefined);
    const blob = format === 'svg' ? new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }) : await svgToPng(svg, width, height);
    return { blob, name: fileNameFor(map.title, format) };
  }
  const id = await saveFirst();
  if (!id) throw new Error(M.notSaved);
  const { blob, fileName } = await exportMap(id, format);
  if (blob.size === 0) return null;
  return { blob, name: fileName ?? fileNameFor(map.title, EXPORT_EXTENSIONS[format]) };
}

/** The list opened from elsewhere (the phone's More commands): where, and where focus goes back after it. */
export interface ExportListAt {
  /** A box, not a DOMRect: ContextMenu takes anything with x and y for a point. */
  anchor: { top: number; bottom: number; left: number; right: number };
  returnFocusTo: HTMLElement | null;
}

export function ExportMenu({
  map,
  saveFirst,
  className,
  listAt,
  onListClose,
}: {
  /** The map as it is on screen (read when a format is chosen). */
  map: () => MapImageSource | null;
  /** Saves unsaved edits (or a new script); resolves with the script's id, or null when that failed (it said why). */
  saveFirst: () => Promise<string | null>;
  className?: string;
  /** Shows the list at this place (its own button is hidden on a phone) until `onListClose`. */
  listAt?: ExportListAt | null;
  onListClose?: () => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [options, setOptions] = useState(readScriptFileOptions);

  async function run(format: Format) {
    const source = map();
    if (!source || busy) return;
    setBusy(true);
    try {
      const file = await makeFile(format, source, saveFirst);
      if (!file) {
        toast.info(M.nothingToExport);
        return;
      }
      downloadBlob(file.name, file.blob);
      toast.success(M.exported(file.name));
    } catch (err) {
      if (!isSessionExpiry(err)) toast.error(M.failed(errorMessage(err)));
    } finally {
      setBusy(false);
    }
  }

  const items: MenuItem[] = ORDER.map((format) => ({ label: M.formats[format], icon: icons[format], onSelect: () => void run(format) }));
  // After the script's files: their options (type size, stage directions), remembered on this device.
  items.splice(ORDER.indexOf('script-md') + 1, 0, {
    label: M.scriptOptions,
    icon: <SlidersHorizontal aria-hidden="true" />,
    onSelect: () => setOptionsOpen(true),
  });
  return (
    <>
      <Modal
        open={optionsOpen}
        onClose={() => setOptionsOpen(false)}
        title={M.scriptOptions.replace('…', '')}
        size="sm"
        footer={<Button onClick={() => setOptionsOpen(false)}>{M.scriptOptionsDone}</Button>}
      >
        <ScriptFileOptionsFields
          value={options}
          onChange={(next) => {
            setOptions(next);
            writeScriptFileOptions(next);
          }}
        />
      </Modal>
      {listAt && <ContextMenu label={M.label} items={items} at={listAt.anchor} returnFocusTo={() => listAt.returnFocusTo} onClose={() => onListClose?.()} />}
      <Menu
        label={M.label}
        disabled={busy}
        items={items}
        triggerClassName={className}
        trigger={
          <>
            {busy ? <Spinner size="sm" /> : <Download className="size-4" aria-hidden="true" />}
            <span className="hidden md:inline">{M.button}</span>
          </>
        }
      />
    </>
  );
}
