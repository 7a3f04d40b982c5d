// A viewer's editor (issue 27): the actions that only look — select, move through the map and the
// outline, open the teleprompter. Everything else would change the script and is refused before it runs
// (the server refuses a viewer's live updates too; this keeps them from being made at all).
import type { EditorAction } from './actions';

const LOOKING = new Set<string>([
  'teleprompter',
  'select',
  'deselect',
  'selectLink',
  'selectNeighbour',
  'selectionChange',
  'boxSelect',
  'selectAll',
  'closeEditor',
  'toggleOutline',
  'outlineFocus',
]);

/** True when a viewer may run `action` (it changes nothing in the script). */
export function viewerMay(action: Pick<EditorAction<never>, 'name'>): boolean {
  return LOOKING.has(action.name);
}
