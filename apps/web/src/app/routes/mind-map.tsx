// /mindmap/:id — the editor (id is an existing script id or 'new'), with the Node Order sidebar.
import { useParams } from 'react-router';
import { MindMapEditor } from '../../features/mind-map-editor/components/mind-map-editor';
import { NodeOrderSidebar } from '../../features/node-order/components/node-order-sidebar';

export function Component() {
  const { id = 'new' } = useParams();
  return <MindMapEditor routeId={id} renderNodeOrder={(props) => <NodeOrderSidebar {...props} />} />;
}
