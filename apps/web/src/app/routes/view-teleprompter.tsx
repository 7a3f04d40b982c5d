// /view/:token/teleprompter — a view link's script on the read-only teleprompter (issue 27); no sign-in.
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ViewLinkPrompter } from '../../features/teleprompter/view/components/view-link-prompter';

export function Component() {
  const { token = '' } = useParams();
  return <ViewLinkPrompter key={token} token={token} mapPath={paths.view(token)} />;
}
