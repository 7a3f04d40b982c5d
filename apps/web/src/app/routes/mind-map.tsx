// /mindmap/:id — the editor (id is an existing script id or 'new'), with the Node Order sidebar.
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { MindMapEditor } from '../../features/mind-map-editor/components/mind-map-editor';
import { NodeOrderSidebar } from '../../features/node-order/components/node-order-sidebar';
import { CommentsScope } from '../../features/comments/components/comments-scope';
import { ScriptAccessScope } from '../../features/sharing/components/script-access-scope';
import { whenIdle } from '../../lib/when-idle';

/** The editor's first render goes first; a 5 000-node map is on screen and idle by then. */
const TELEPROMPTER_PREFETCH_AFTER_MS = 1500;

export function Component() {
  const { id = 'new' } = useParams();
  // The teleprompter's chunk is fetched while the editor is open, so it still opens with the network
  // down (it then reads the editor's local copy) — once the map is up and the page idle, not beside
  // the editor's own code and first render (issue 14: open to interactive).
  useEffect(() => whenIdle(() => void import('./teleprompter').catch(() => undefined), { afterMs: TELEPROMPTER_PREFETCH_AFTER_MS }), []);
  // The caller's role and the owner's Share (issue 27) reach the editor through ScriptAccessScope.
  return (
    <ScriptAccessScope mindMapId={id}>
      <CommentsScope mindMapId={id}>
        <MindMapEditor routeId={id} renderNodeOrder={(props) => <NodeOrderSidebar {...props} />} />
      </CommentsScope>
    </ScriptAccessScope>
  );
}
