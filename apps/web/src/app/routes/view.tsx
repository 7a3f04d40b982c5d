// /view/:token — a script through its view link: map, outline and Play (issue 27); no sign-in.
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ViewLinkScreen } from '../../features/teleprompter/view/components/view-link-screen';

export function Component() {
  const { token = '' } = useParams();
  return <ViewLinkScreen key={token} token={token} prompterPath={paths.viewTeleprompter(token)} />;
}
