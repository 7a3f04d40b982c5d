// /display/:token — a read-only prompter that follows the operator's (issue 13); no sign-in.
import { useParams } from 'react-router';
import { DisplayScreen } from '../../features/teleprompter/stage/components/display-screen';

export function Component() {
  const { token = '' } = useParams();
  return <DisplayScreen key={token} token={token} />;
}
