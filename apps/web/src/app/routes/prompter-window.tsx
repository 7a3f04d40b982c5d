// /teleprompter/:mindMapId/window — a window that follows this browser's prompter (issue 13).
import { useParams } from 'react-router';
import { WindowScreen } from '../../features/teleprompter/stage/components/window-screen';

export function Component() {
  const { mindMapId = '' } = useParams();
  return <WindowScreen key={mindMapId} mindMapId={mindMapId} />;
}
