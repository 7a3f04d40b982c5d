import { describe, expect, it } from 'vitest';
import type { StageDevice } from '../src/schemas/stage';
import { applyDeviceMessage } from '../src/schemas/stage';

const device = (connectionId: string, mode: StageDevice['mode'] = 'remote'): StageDevice => ({
  connectionId,
  linkId: 'l1',
  mode,
  label: 'iPhone · Safari',
  connectedAt: '2026-12-05T00:00:00.000Z',
});

describe('applyDeviceMessage', () => {
  it('takes the whole list, then adds who joined and drops who left', () => {
    let list = applyDeviceMessage([], { type: 'devices', devices: [device('a')] });
    list = applyDeviceMessage(list, { type: 'deviceJoined', device: device('b', 'display') });
    expect(list.map((d) => d.connectionId)).toEqual(['a', 'b']);
    list = applyDeviceMessage(list, { type: 'deviceLeft', connectionId: 'a' });
    expect(list).toEqual([device('b', 'display')]);
  });

  it('does not list a device twice, ignores one that left unknown, and keeps the list for other messages', () => {
    const list = [device('a')];
    expect(applyDeviceMessage(list, { type: 'deviceJoined', device: device('a') })).toEqual([device('a')]);
    expect(applyDeviceMessage(list, { type: 'deviceLeft', connectionId: 'zz' })).toEqual(list);
    expect(applyDeviceMessage(list, { type: 'pong', t: 1 })).toBe(list);
  });
});
