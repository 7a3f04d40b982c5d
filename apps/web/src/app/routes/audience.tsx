// /audience/:token — the map as the audience sees it, following the prompter (issue 29); no sign-in.
import { useParams } from 'react-router';
import { AudienceScreen } from '../../features/teleprompter/stage/components/audience-screen';

export function Component() {
  const { token = '' } = useParams();
  return <AudienceScreen key={token} token={token} />;
}
