// /teleprompter/:mindMapId/audience — a window on this computer showing the map to the audience and
// following this browser's prompter (issue 29).
import { useParams } from 'react-router';
import { AudienceWindowScreen } from '../../features/teleprompter/stage/components/audience-window-screen';

export function Component() {
  const { mindMapId = '' } = useParams();
  return <AudienceWindowScreen key={mindMapId} mindMapId={mindMapId} />;
}
