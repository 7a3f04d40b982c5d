// The script, the map's nodes and the presenter settings as the live document holds them (issue 26), re-read after every change
// of theirs — made here, in another tab or on another device. `beforeChange` runs as a change arrives,
// before React shows it (the teleprompter notes the words at its reading line there).
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import {
  liveSectionIds,
  livePartVersion,
  observeLive,
  readLiveMap,
  readLiveScript,
  readLiveSettings,
  type LivePart,
  type MindMapNode,
  type PresenterSettings,
  type ScriptSection,
} from '@cuemap/shared';

export interface LiveScriptView {
  /** The sections in order, or null while the document holds no script. */
  sections: ScriptSection[] | null;
  /** Each section's id in the document (the editor's handle on its text), in the same order. */
  ids: string[];
}

export interface LiveMapView {
  title: string;
  nodes: MindMapNode[];
}

function useLivePart<T>(doc: Y.Doc | null, part: LivePart, read: (doc: Y.Doc) => T, beforeChange?: () => void): T | null {
  // The copy is keyed on the part's version: a change that lands after the render read it and before
  // the effect below subscribes (a server's answer right after the screen opens) is read when React
  // checks the snapshot on subscribing, instead of being missed until the next change.
  const cache = useRef<{ doc: Y.Doc | null; version: number; value: T | null } | null>(null);
  const before = useRef(beforeChange);
  useEffect(() => {
    before.current = beforeChange;
  });
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!doc) return () => undefined;
      return observeLive(doc, (change) => {
        if (!change.parts.has(part)) return;
        before.current?.();
        // The part's version has already moved (livePartVersion's observer was attached by the first read,
        // before this one): the snapshot reads the part afresh.
        notify();
      });
    },
    [doc, part],
  );
  const snapshot = () => {
    const version = doc ? livePartVersion(doc, part) : 0;
    if (!cache.current || cache.current.doc !== doc || cache.current.version !== version) cache.current = { doc, version, value: doc ? read(doc) : null };
    return cache.current.value;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const readScript = (doc: Y.Doc): LiveScriptView => ({ sections: readLiveScript(doc)?.sections ?? null, ids: liveSectionIds(doc) });
const readMap = (doc: Y.Doc): LiveMapView => {
  const map = readLiveMap(doc);
  return { title: map.title, nodes: map.nodes };
};

/** The script's sections (null while there is no document yet). */
export function useLiveScript(doc: Y.Doc | null, beforeChange?: () => void): LiveScriptView | null {
  return useLivePart(doc, 'script', readScript, beforeChange);
}

/** The map's title and nodes (section labels and colours). */
export function useLiveMap(doc: Y.Doc | null): LiveMapView | null {
  return useLivePart(doc, 'map', readMap);
}

/** The presenter settings stored with the script ({ settings: null } while none were ever saved). */
export function useLiveSettings(doc: Y.Doc | null): { settings: PresenterSettings | null } | null {
  return useLivePart(doc, 'settings', readSettings);
}
const readSettings = (doc: Y.Doc) => ({ settings: readLiveSettings(doc) });
