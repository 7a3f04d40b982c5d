// /teleprompter — reads the script of the map passed in navigation state.
import { TeleprompterScreen } from '../../features/teleprompter/components/teleprompter-screen';

export function Component() {
  return <TeleprompterScreen />;
}
