// Listen's two remembered choices (issue 28): on or off for the next rehearsal, and that the notice
// about the browser sending audio to its vendor has been read and accepted (asked once per browser).
import { readStored, writeStored } from '../../../lib/local-store';

const LISTEN_KEY = 'cuemap:coach-listen';
const CONSENT_KEY = 'cuemap:coach-listen-consent';

export const readListenOn = () => readStored(LISTEN_KEY) === '1';
export const writeListenOn = (on: boolean) => writeStored(LISTEN_KEY, on ? '1' : '0');
export const readListenConsent = () => readStored(CONSENT_KEY) === '1';
export const writeListenConsent = () => writeStored(CONSENT_KEY, '1');
