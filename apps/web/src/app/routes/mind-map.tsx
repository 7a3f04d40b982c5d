// /mindmap/:id — the editor (id is an existing script id or 'new'), with the Node Order sidebar.
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { MindMapEditor } from '../../features/mind-map-editor/components/mind-map-editor';
import { NodeOrderSidebar } from '../../features/node-order/components/node-order-sidebar';

export function Component() {
  const { id = 'new' } = useParams();
  // The teleprompter's chunk is fetched while the editor is open, so it still opens with the network
  // down (it then reads the editor's local copy).
  useEffect(() => {
    void import('./teleprompter').catch(() => undefined);
  }, []);
  return <MindMapEditor routeId={id} renderNodeOrder={(props) => <NodeOrderSidebar {...props} />} />;
}
