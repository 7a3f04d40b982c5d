// /invite/:token route (issue 27): an invitation to someone's script.
import { useParams } from 'react-router';
import { InvitationScreen } from '../../features/sharing/components/invitation-screen';

export function Component() {
  const { token = '' } = useParams();
  return <InvitationScreen key={token} token={token} />;
}
