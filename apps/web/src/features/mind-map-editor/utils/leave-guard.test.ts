import { describe, expect, it } from 'vitest';
import { blocksLeave, changesWaiting } from './leave-guard';

const base = { leaving: false, waiting: true, from: '/mindmap/m1', to: '/dashboard' };

describe('changesWaiting', () => {
  it('only edits the server has not confirmed: being sent, or waiting offline; or a new script with changes not created yet', () => {
    expect(changesWaiting('saving', 2)).toBe(true);
    expect(changesWaiting('offline', 1)).toBe(true);
    expect(changesWaiting('saved', 0)).toBe(false);
    expect(changesWaiting('offline', 0)).toBe(false);
    expect(changesWaiting(null, 0, true)).toBe(true);
  });
});

describe('blocksLeave', () => {
  it('asks before leaving the page while changes wait', () => {
    expect(blocksLeave(base)).toBe(true);
  });

  it('lets go with nothing waiting, or when the editor leaves on its own', () => {
    expect(blocksLeave({ ...base, waiting: false })).toBe(false);
    expect(blocksLeave({ ...base, leaving: true })).toBe(false);
  });

  it('a change on the same page (query, hash) is not leaving', () => {
    expect(blocksLeave({ ...base, to: '/mindmap/m1' })).toBe(false);
  });
});
