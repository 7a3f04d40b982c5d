// Preview path (issue 29 item 2): the audience view over the editor, stepped by hand without the
// prompter — the overview, each node of the path (the Node Order without skipped nodes, framed as the
// audience will see it), the overview again. → ↓ PageDown Space step on, ← ↑ PageUp back, Home and End
// jump to the ends, Esc leaves (focus goes back to the button that opened it).
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { audiencePath, previewFocus, type Connection, type MindMapNode } from '@cuemap/shared';
import { AudienceMap } from '../../../components/audience-map/audience-map';
import { AUDIENCE_MESSAGES } from '../audience-messages';

const M = AUDIENCE_MESSAGES.preview;

export interface PathPreviewProps {
  map: { nodes: readonly MindMapNode[]; connections: readonly Connection[]; nodeOrder: readonly string[] };
  onClose: () => void;
}

const NEXT = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp', 'PageUp']);

export function PathPreview({ map, onClose }: PathPreviewProps) {
  // Only what the audience sees: titles, colours, places and the marks (never a node's details).
  const audienceMap = useMemo(
    () => ({
      nodes: map.nodes.map(({ id, x, y, title, color, isRoot, audience }) => ({ id, x, y, title, color, isRoot, audience })),
      connections: [...map.connections],
      nodeOrder: [...map.nodeOrder],
    }),
    [map],
  );
  const path = useMemo(() => audiencePath(audienceMap), [audienceMap]);
  const last = path.length + 1;
  const [index, setIndex] = useState(0);
  const focus = useMemo(() => previewFocus(path, index), [path, index]);
  const dialogRef = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(typeof document === 'undefined' ? null : document.activeElement);

  useEffect(() => {
    dialogRef.current?.focus();
    const back = opener.current;
    return () => {
      if (back instanceof HTMLElement) back.focus();
    };
  }, []);

  const step = (by: number) => setIndex((i) => Math.min(last, Math.max(0, i + by)));
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const onButton = e.target instanceof HTMLButtonElement;
    if (e.key === 'Escape') onClose();
    else if (NEXT.has(e.key) && !(onButton && (e.key === ' ' || e.key === 'Enter'))) step(1);
    else if (PREVIOUS.has(e.key)) step(-1);
    else if (e.key === 'Home') setIndex(0);
    else if (e.key === 'End') setIndex(last);
    else if (e.key === 'Tab') {
      // Focus stays inside the preview (a modal dialog).
      const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [])];
      if (!items.length) return;
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = items[(at + (e.shiftKey ? -1 : 1) + items.length) % items.length]!;
      next.focus();
    } else return;
    e.preventDefault();
    e.stopPropagation();
  };

  const title = focus.kind === 'node' ? (map.nodes.find((n) => n.id === focus.nodeId)?.title ?? '') : focus.at === 'start' ? M.overviewStart : M.overviewEnd;
  const button =
    'inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-30 disabled:hover:bg-white/10';
  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={M.title}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[60] flex flex-col bg-slate-950 text-white outline-none"
      data-testid="path-preview"
      data-step={index}
    >
      <div className="relative min-h-0 flex-1">
        <AudienceMap map={audienceMap} focus={focus} />
        <button type="button" onClick={onClose} aria-label={M.close} title={M.close} className={`${button} absolute top-3 right-3`}>
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="flex items-center gap-3 border-t border-white/10 bg-slate-950/95 px-3 py-2.5 sm:px-5">
        <button type="button" onClick={() => step(-1)} disabled={index === 0} aria-label={M.previous} title={M.previous} className={button}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1 text-center">
          <p className="truncate text-sm font-semibold text-white" aria-live="polite" data-testid="path-preview-title">
            {title}
          </p>
          <p className="truncate text-xs text-slate-400">
            {path.length === 0 ? M.empty : `${focus.kind === 'node' ? M.step(focus.step + 1, path.length) : M.title} · ${M.help}`}
          </p>
        </div>
        <button type="button" onClick={() => step(1)} disabled={index === last} aria-label={M.next} title={M.next} className={button}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>,
    document.body,
  );
}
