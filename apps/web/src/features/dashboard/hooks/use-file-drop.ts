// Files dragged from the desktop onto the page: `dragging` while a drag carrying files is over the
// window (for the drop overlay), and the dropped file handed on. Other drags (text, cards) are left alone.
import { useEffect, useRef, useState } from 'react';

const carriesFiles = (e: DragEvent) => !!e.dataTransfer && [...e.dataTransfer.types].includes('Files');

export function useFileDrop({ enabled, onFile, onMany }: { enabled: boolean; onFile: (file: File) => void; onMany: () => void }) {
  const [dragging, setDragging] = useState(false);
  const handlers = useRef({ onFile, onMany });
  useEffect(() => {
    handlers.current = { onFile, onMany };
  });

  useEffect(() => {
    if (!enabled) return;
    // dragenter/dragleave fire for every element crossed: count them to know when the drag leaves the window.
    let depth = 0;
    const onEnter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth += 1;
      setDragging(true);
    };
    const onOver = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      // Without this the browser opens the file instead of dropping it here.
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const onLeave = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDrop = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth = 0;
      setDragging(false);
      const files = [...(e.dataTransfer?.files ?? [])];
      if (files.length === 1) handlers.current.onFile(files[0]!);
      else if (files.length > 1) handlers.current.onMany();
    };
    window.addEventListener('dragenter', onEnter);
    window.addEventListener('dragover', onOver);
    window.addEventListener('dragleave', onLeave);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragenter', onEnter);
      window.removeEventListener('dragover', onOver);
      window.removeEventListener('dragleave', onLeave);
      window.removeEventListener('drop', onDrop);
      setDragging(false);
    };
  }, [enabled]);

  return dragging;
}
