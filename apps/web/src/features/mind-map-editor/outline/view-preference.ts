// Map or Outline (issue 14 item 4): the view last chosen is kept per browser, so the editor opens in it.
import { readStored, writeStored } from '../../../lib/local-store';

const KEY = 'cuemap.editor.view';

export function readPreferredView(): 'map' | 'outline' {
  return readStored(KEY) === 'outline' ? 'outline' : 'map';
}

export function writePreferredView(view: 'map' | 'outline'): void {
  writeStored(KEY, view);
}
