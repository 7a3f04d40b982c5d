// Where each thread is (issue 27 item 5): its node's title or its section's heading, read from the live
// document (so a rename or a deletion shows at once), or "On a deleted node".
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { liveSectionIds, livePartVersion, observeLive, readLiveMap, readLiveScript, type CommentAnchor } from '@cuemap/shared';
import { COMMENTS_TEXT as T } from '../messages';

export interface CommentPlace {
  /** “Node · Budget”, “Section · Opening”, or “On a deleted node”. */
  label: string;
  /** The plain name for sentences (“New comment on Budget”). */
  name: string;
  gone: boolean;
  /** The map node the place is on (a section's node), for screens that show nodes. */
  nodeId: string | null;
}

interface Places {
  nodes: Map<string, string>;
  sections: Map<string, { heading: string; nodeId: string | null }>;
}

function readPlaces(doc: Y.Doc | null): Places {
  const places: Places = { nodes: new Map(), sections: new Map() };
  if (!doc) return places;
  for (const node of readLiveMap(doc).nodes) places.nodes.set(node.id, node.title.trim() || T.untitled);
  const script = readLiveScript(doc);
  if (!script) return places;
  const ids = liveSectionIds(doc);
  script.sections.forEach((section, i) => {
    const title = section.nodeId !== null ? places.nodes.get(section.nodeId) : undefined;
    const heading = title ?? (i === 0 && ids.length > 1 ? 'Opening' : i === ids.length - 1 && ids.length > 1 ? 'Closing' : `Section ${i + 1}`);
    places.sections.set(ids[i]!, { heading, nodeId: section.nodeId });
  });
  return places;
}

/** A function naming any anchor; changes when the map or the script does. */
export function useCommentPlaces(doc: Y.Doc | null): (anchor: CommentAnchor) => CommentPlace {
  // Keyed on the parts' versions (not a counter bumped by an effect's observer, which would miss a change
  // landing between the render and the effect).
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!doc) return () => undefined;
      return observeLive(doc, (change) => {
        if (change.parts.has('map') || change.parts.has('script')) notify();
      });
    },
    [doc],
  );
  const getVersion = () => (doc ? `${livePartVersion(doc, 'map')}:${livePartVersion(doc, 'script')}` : '');
  const version = useSyncExternalStore(subscribe, getVersion, getVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the version says when the document's parts changed
  const places = useMemo(() => readPlaces(doc), [doc, version]);
  return useCallback(
    (anchor: CommentAnchor): CommentPlace => {
      if (anchor.kind === 'node') {
        const title = places.nodes.get(anchor.id);
        return title === undefined
          ? { label: T.deletedNode, name: T.deletedNode, gone: true, nodeId: null }
          : { label: T.onNode(title), name: title, gone: false, nodeId: anchor.id };
      }
      const section = places.sections.get(anchor.id);
      return section === undefined
        ? { label: T.deletedSection, name: T.deletedSection, gone: true, nodeId: null }
        : { label: T.onSection(section.heading), name: section.heading, gone: false, nodeId: section.nodeId };
    },
    [places],
  );
}
