// /teleprompter/:mindMapId — the map's script; a reload or a shared link opens the same one.
// /teleprompter with the map in navigation state (spec §2) moves on to that URL, keeping the state
// (the editor's nodes); without a map it says so.
import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { TeleprompterScreen } from '../../features/teleprompter/components/teleprompter-screen';
import { readNavigationState } from '../../features/teleprompter/utils/navigation-state';
import { CommentsScope } from '../../features/comments/components/comments-scope';
import { ScriptAccessScope } from '../../features/sharing/components/script-access-scope';

export function Component() {
  const { mindMapId } = useParams();
  const location = useLocation();
  const fromState = readNavigationState(location.state).mindMapId;
  if (!mindMapId && fromState) return <Navigate to={paths.teleprompterFor(fromState)} replace state={location.state} />;
  return (
    <ScriptAccessScope mindMapId={mindMapId}>
      <CommentsScope mindMapId={mindMapId}>
        <TeleprompterScreen />
      </CommentsScope>
    </ScriptAccessScope>
  );
}
