// Export (issue 15): the script's files — the map for other tools (Markdown, OPML, FreeMind, XMind) or as a
// one-file presentation, and the spoken script (text, print-ready PDF, Word, Markdown, slides with speaker
// notes; issue 29) — written by the server and downloaded with the session.
import { useState } from 'react';
import { FileCode2, FileText, FileType2, MonitorPlay, Network, Presentation, Printer } from 'lucide-react';
import { ScriptFileOptionsFields } from '../../../components/script-file-options';
import { readScriptFileOptions, writeScriptFileOptions, type ScriptFileOptions } from '../../../lib/script-file-options';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { isSessionExpiry } from '../../../lib/session-expiry';
import { Alert, Button, Modal, Spinner, useToast } from '../../../components/ui';
import { useExportScript } from '../api/export-script';
import { NotAuthenticatedError } from '../api/dashboard-session';
import { DASHBOARD_TEXT as T } from '../messages';
import { EXPORT_FORMAT_LIST, type ExportFormat } from '../utils/export-formats';

const icons: Record<ExportFormat, ReactNode> = {
  md: <FileCode2 className="size-5" aria-hidden="true" />,
  opml: <FileType2 className="size-5" aria-hidden="true" />,
  mm: <Network className="size-5" aria-hidden="true" />,
  xmind: <Network className="size-5" aria-hidden="true" />,
  txt: <FileText className="size-5" aria-hidden="true" />,
  pdf: <Printer className="size-5" aria-hidden="true" />,
  docx: <FileText className="size-5" aria-hidden="true" />,
  'script-md': <FileCode2 className="size-5" aria-hidden="true" />,
  pptx: <Presentation className="size-5" aria-hidden="true" />,
  'html-presentation': <MonitorPlay className="size-5" aria-hidden="true" />,
};

export function ExportDialog({
  script,
  onClose,
  notAuthenticated,
}: {
  script: { id: string; title: string } | null;
  onClose: () => void;
  notAuthenticated: (message: string) => void;
}) {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [options, setOptions] = useState<ScriptFileOptions>(readScriptFileOptions);
  const exporter = useExportScript({
    onSuccess: (fileName) => {
      if (fileName === null) {
        setError(null);
        toast.info(T.nothingToDownload);
        return;
      }
      toast.success(T.exported(fileName));
      close();
    },
    onError: (err) => {
      if (err instanceof NotAuthenticatedError) notAuthenticated(err.message);
      else if (!isSessionExpiry(err)) setError(T.exportFailed(errorMessage(err)));
    },
  });
  const busy = exporter.isPending ? (exporter.variables?.format ?? null) : null;

  function close() {
    setError(null);
    exporter.reset();
    onClose();
  }

  const group = (name: 'map' | 'script', heading: string) => (
    <section aria-labelledby={`export-${name}`}>
      <h3 id={`export-${name}`} className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {heading}
      </h3>
      {name === 'script' && (
        <div className="mb-2">
          <ScriptFileOptionsFields
            value={options}
            onChange={(next) => {
              setOptions(next);
              writeScriptFileOptions(next);
            }}
          />
        </div>
      )}
      <ul className="grid gap-2 sm:grid-cols-2">
        {EXPORT_FORMAT_LIST.filter((f) => f.group === name).map((f) => (
          <li key={f.format}>
            <button
              type="button"
              disabled={busy !== null}
              aria-busy={busy === f.format || undefined}
              onClick={() => {
                if (!script) return;
                setError(null);
                exporter.mutate({ id: script.id, title: script.title, format: f.format, options });
              }}
              className="flex h-full w-full items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-left transition-colors hover:border-brand-300 hover:bg-brand-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-60"
            >
              <span className="text-slate-500">{busy === f.format ? <Spinner size="sm" /> : icons[f.format]}</span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-slate-900">{f.label}</span>
                <span className="block text-xs text-slate-500">{f.hint}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <Modal
      open={script !== null}
      onClose={close}
      title={T.exportTitle}
      description={script ? T.exportDescription(script.title) : undefined}
      size="lg"
      footer={
        <Button variant="outline" onClick={close}>
          Close
        </Button>
      }
    >
      {/* Scrolls inside the dialog on a short screen, so Close and every format stay reachable. */}
      <div className="-mx-1 grid max-h-[calc(100dvh-13rem)] gap-5 overflow-y-auto px-1 pb-1">
        {error && <Alert tone="error">{error}</Alert>}
        {group('map', T.exportMapGroup)}
        {group('script', T.exportScriptGroup)}
      </div>
    </Modal>
  );
}
