// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blocksLeave, leaveAfterSave, warnsOnUnload } from './leave-guard';

const base = { leaving: false, dirty: true, loggedIn: true, from: '/mindmap/m1', to: '/dashboard' };

describe('blocksLeave', () => {
  it('asks before leaving the page with unsaved edits', () => {
    expect(blocksLeave(base)).toBe(true);
  });

  it('lets go with nothing unsaved, without a session (no one could save), or when the editor leaves on its own', () => {
    expect(blocksLeave({ ...base, dirty: false })).toBe(false);
    expect(blocksLeave({ ...base, loggedIn: false })).toBe(false);
    expect(blocksLeave({ ...base, leaving: true })).toBe(false);
  });

  it('a change on the same page (query, hash) is not leaving', () => {
    expect(blocksLeave({ ...base, to: '/mindmap/m1' })).toBe(false);
  });
});

describe('leaveAfterSave', () => {
  it('saved: the blocked navigation goes on', () => {
    expect(leaveAfterSave(true, false)).toBe('proceed');
  });

  it('saved a new script (its new URL released the blocker): the editor goes where the user was going', () => {
    expect(leaveAfterSave(true, true)).toBe('navigate');
  });

  it('not saved: the user stays, with the edits', () => {
    expect(leaveAfterSave(false, false)).toBe('reset');
  });
});

describe('warnsOnUnload', () => {
  it('the browser asks only while edits are unsaved', () => {
    expect(warnsOnUnload(true)).toBe(true);
    expect(warnsOnUnload(false)).toBe(false);
  });
});
