// One take's player and its Download / Delete buttons, shared by the review after Stop and the Takes list.
import { useEffect, useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui';
import { downloadBlob } from '../../../lib/download';
import { RECORD_MESSAGES } from './messages';
import { takeFileName } from './recording-format';
import type { TakeMeta } from './take-store';

const M = RECORD_MESSAGES;

/** An object URL for `blob`, revoked when it changes or the player goes. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

export function TakePlayer({ meta, blob }: { meta: TakeMeta; blob: Blob }) {
  const url = useObjectUrl(blob);
  if (!url) return null;
  return meta.audioOnly ? (
    <audio controls src={url} className="w-full" data-testid="take-player" aria-label={`${M.play} ${M.audioTake.toLowerCase()}`} />
  ) : (
    <video
      controls
      playsInline
      src={url}
      className="aspect-video w-full rounded-lg bg-slate-900"
      data-testid="take-player"
      aria-label={`${M.play} ${M.videoTake.toLowerCase()}`}
    />
  );
}

export function downloadTake(meta: TakeMeta, blob: Blob) {
  downloadBlob(takeFileName(meta.title, new Date(meta.createdAt), meta.mimeType || blob.type), blob);
}

export function TakeButtons({ onDownload, onDelete }: { onDownload: () => void; onDelete: (() => void) | null }) {
  const [confirming, setConfirming] = useState(false);
  if (confirming && onDelete)
    return (
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={M.deleteConfirm}>
        <span className="text-sm text-slate-700">{M.deleteConfirm}</span>
        <Button size="sm" variant="danger" onClick={onDelete}>
          {M.delete}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
          {M.cancel}
        </Button>
      </div>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="outline" onClick={onDownload}>
        <Download className="size-4" aria-hidden="true" />
        {M.download}
      </Button>
      {onDelete && (
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          <Trash2 className="size-4" aria-hidden="true" />
          {M.delete}
        </Button>
      )}
    </div>
  );
}
