import { describe, expect, it } from 'vitest';
import { actionAddNode, actionDeleteNode, actionSelect, actionTeleprompter, actionTidyMindMap, actionUndo } from './actions';
import { viewerMay } from './read-only';

describe('viewerMay', () => {
  it('lets a viewer select and open the teleprompter, and nothing that changes the map', () => {
    expect(viewerMay(actionSelect)).toBe(true);
    expect(viewerMay(actionTeleprompter)).toBe(true);
    for (const action of [actionAddNode, actionDeleteNode, actionTidyMindMap, actionUndo]) expect(viewerMay(action)).toBe(false);
  });
});
