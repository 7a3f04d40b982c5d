// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { EDITOR_MESSAGES } from '../messages';
import { classifySaveFailure, versionAfterCreate, versionAfterRestore, versionAfterUpdate, versionToSend } from './conflict';

describe('versions a save sends and keeps', () => {
  it('a PUT claims the version the edits started from; an overwrite claims the server’s latest', () => {
    expect(versionToSend(3, false)).toBe(3);
    expect(versionToSend(3, false, 7)).toBe(3);
    expect(versionToSend(3, true, 7)).toBe(7);
    expect(versionToSend(null, false)).toBeNull();
  });

  it('after a PUT: the server’s answer, else one up', () => {
    expect(versionAfterUpdate(3, 4)).toBe(4);
    expect(versionAfterUpdate(3, undefined)).toBe(4);
    expect(versionAfterUpdate(null, undefined)).toBeNull();
  });

  it('after the POST that created the script: its answer, else 1', () => {
    expect(versionAfterCreate(1)).toBe(1);
    expect(versionAfterCreate(undefined)).toBe(1);
  });

  it('a restored draft saves against the version it started from, so a newer server copy is a conflict', () => {
    expect(versionAfterRestore(5, 2, 'm1')).toBe(2);
    // A draft of a script never saved has no version; a new script has no id to guard.
    expect(versionAfterRestore(5, null, 'm1')).toBe(5);
    expect(versionAfterRestore(null, 2, null)).toBeNull();
  });
});

describe('classifySaveFailure', () => {
  it('409: the conflict, with the server’s words', () => {
    const err = new ApiError(409, 'This script was changed elsewhere.', {}, true);
    expect(classifySaveFailure(err, false)).toEqual({ kind: 'conflict', message: EDITOR_MESSAGES.saveFailed('This script was changed elsewhere.') });
  });

  it('a 401 the one 401 path took: nothing more for the editor to say', () => {
    expect(classifySaveFailure(new ApiError(401, 'Unauthorized', {}, true), true)).toEqual({ kind: 'session-ended' });
  });

  it('anything else: "Error saving script: …", with a fallback when there is no message', () => {
    expect(classifySaveFailure(new ApiError(500, 'Internal Server Error'), false)).toEqual({
      kind: 'failed',
      message: 'Error saving script: Internal Server Error',
    });
    expect(classifySaveFailure(new ApiError(0, ''), false)).toEqual({ kind: 'failed', message: 'Error saving script: Failed to save script' });
    expect(classifySaveFailure(new TypeError('boom'), false)).toEqual({ kind: 'failed', message: 'Error saving script: Failed to save script' });
  });
});
