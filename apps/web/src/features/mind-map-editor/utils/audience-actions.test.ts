// A node's audience mark (issue 29 item 2): set, changed and cleared as one undoable map change; the
// default leaves the field out; setting what is already there changes nothing.
import { describe, expect, it } from 'vitest';
import type { MindMapNode } from '@cuemap/shared';
import { actionSetAudience, withAudience } from './audience-actions';
import type { EditorState } from './editor-state';

const node: MindMapNode = { id: '2', x: 0, y: 0, title: 'Hook', text: '', color: '#3B82F6' };

describe('audience marks', () => {
  it('sets, changes and clears the mark; the default leaves the field out', () => {
    const branch = withAudience(node, 'branch');
    expect(branch.audience).toBe('branch');
    expect(withAudience(branch, 'skip').audience).toBe('skip');
    expect(withAudience(branch, null)).not.toHaveProperty('audience');
    expect(withAudience(node, null)).toBe(node);
  });

  it('is one map change with a status message; the same mark again is no change', () => {
    const state = {
      map: { title: 'Talk', nodes: [{ ...node, id: '1', isRoot: true }, node], connections: [], nodeOrder: ['1', '2'] },
      selectedId: null,
    } as unknown as EditorState;
    const result = actionSetAudience.perform(state, { saving: false }, { id: '2', mark: 'skip' });
    expect(result.state!.map.nodes[1]!.audience).toBe('skip');
    expect(result.message).toBe('“Hook” is skipped in the audience view.');
    expect(actionSetAudience.perform(result.state!, { saving: false }, { id: '2', mark: 'skip' })).toEqual({});
    expect(actionSetAudience.perform(state, { saving: false }, { id: 'missing', mark: 'skip' })).toEqual({});
  });
});
