// /remote/:token — the phone remote of a pairing link (issue 13); no sign-in.
import { useParams } from 'react-router';
import { RemoteScreen } from '../../features/teleprompter/stage/components/remote-screen';

export function Component() {
  const { token = '' } = useParams();
  return <RemoteScreen key={token} token={token} />;
}
