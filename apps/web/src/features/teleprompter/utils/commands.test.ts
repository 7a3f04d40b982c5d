// The prompter's command layer (issue 24): every command is reachable by each of its keys, runs only
// when available, and the remote's wire names are the same command objects the keys and toolbar run.
import { describe, expect, it, vi } from 'vitest';
import type { StageCommand } from '@cuemap/shared';
import {
  KEY_COMMANDS,
  bindableKey,
  commandEndRehearsal,
  commandFaster,
  commandGoToSection,
  commandNextSection,
  commandPause,
  commandPlay,
  commandPlayPause,
  commandPrevSection,
  commandRecord,
  commandRehearse,
  commandSlower,
  commandsForKey,
  remoteCommand,
  runCommand,
  type StageContext,
} from './commands';

/** A stage with a script, paused, nothing open; every effect a spy. */
function fakeStage(over: Partial<StageContext> = {}): StageContext {
  return {
    hasScript: true,
    canPlay: true,
    navigable: true,
    playing: false,
    countingDown: false,
    editing: false,
    canEdit: true,
    rehearsing: false,
    canRehearse: true,
    canFollowVoice: true,
    canRecord: true,
    fullscreenSupported: true,
    largerScale: 1.1,
    smallerScale: 0.9,
    lineHeight: 40,
    togglePlay: vi.fn(),
    pause: vi.fn(),
    cancelCountdown: vi.fn(),
    nextSection: vi.fn(),
    previousSection: vi.fn(),
    goToSection: vi.fn(),
    faster: vi.fn(),
    slower: vi.fn(),
    nudge: vi.fn(),
    reset: vi.fn(),
    updatePrefs: vi.fn(),
    toggleFullscreen: vi.fn(),
    toggleEdit: vi.fn(),
    startRehearsal: vi.fn(),
    endRehearsal: vi.fn(),
    toggleVoice: vi.fn(),
    toggleRecord: vi.fn(),
    openSections: vi.fn(),
    openHelp: vi.fn(),
    ...over,
  };
}

describe('prompter commands', () => {
  it('every key names its command, and the command is the first available for it', () => {
    for (const command of KEY_COMMANDS) {
      for (const key of command.keys ?? []) {
        const stage = fakeStage({ rehearsing: command === commandEndRehearsal });
        expect(
          commandsForKey(key).find((c) => c.available(stage)),
          `${key} → ${command.name}`,
        ).toBe(command);
      }
    }
  });

  it('R starts a rehearsal with the countdown; while rehearsing R ends it and Space only plays or pauses', () => {
    const idle = fakeStage();
    expect(runCommand(commandsForKey('r').find((c) => c.available(idle))!, idle)).toBe(true);
    expect(idle.startRehearsal).toHaveBeenCalledOnce();
    expect(idle.togglePlay).toHaveBeenCalledOnce();

    const rehearsing = fakeStage({ rehearsing: true, playing: true });
    expect(commandsForKey(' ').find((c) => c.available(rehearsing))).toBe(commandPlayPause);
    runCommand(commandPlayPause, rehearsing);
    expect(rehearsing.togglePlay).toHaveBeenCalledOnce();
    expect(rehearsing.endRehearsal).not.toHaveBeenCalled();
    expect(runCommand(commandRehearse, rehearsing)).toBe(false);
    expect(runCommand(commandEndRehearsal, rehearsing)).toBe(true);
    expect(rehearsing.endRehearsal).toHaveBeenCalledOnce();
  });

  it('a command that is not available does nothing, whoever runs it', () => {
    const editing = fakeStage({ editing: true, navigable: false, canPlay: false });
    for (const command of [commandNextSection, commandPrevSection, commandPlayPause, commandPlay]) expect(runCommand(command, editing)).toBe(false);
    expect(runCommand(commandGoToSection, editing, 2)).toBe(false);
    expect(editing.nextSection).not.toHaveBeenCalled();
    expect(editing.goToSection).not.toHaveBeenCalled();
    expect(editing.togglePlay).not.toHaveBeenCalled();
    // Pause stays possible while playing, whatever else changed.
    expect(runCommand(commandPlayPause, fakeStage({ canPlay: false, playing: true }))).toBe(true);
    expect(runCommand(commandPause, fakeStage())).toBe(false);
  });

  it('the remote’s wire names are the same command objects', () => {
    const wire: [StageCommand, unknown, unknown][] = [
      [{ kind: 'toggle' }, commandPlayPause, undefined],
      [{ kind: 'play' }, commandPlay, undefined],
      [{ kind: 'pause' }, commandPause, undefined],
      [{ kind: 'next' }, commandNextSection, undefined],
      [{ kind: 'previous' }, commandPrevSection, undefined],
      [{ kind: 'faster' }, commandFaster, undefined],
      [{ kind: 'slower' }, commandSlower, undefined],
      [{ kind: 'goTo', section: 3 }, commandGoToSection, 3],
    ];
    for (const [message, command, value] of wire) expect(remoteCommand(message)).toEqual([command, value]);
    const stage = fakeStage();
    const [command, value] = remoteCommand({ kind: 'goTo', section: 3 });
    runCommand(command as typeof commandGoToSection, stage, value as number);
    expect(stage.goToSection).toHaveBeenCalledWith(3);
  });

  it('Record has C, a key no other command uses, and runs only while it can (issue 28)', () => {
    const owners = new Map<string, string[]>();
    for (const command of KEY_COMMANDS) for (const key of command.keys ?? []) owners.set(key, [...(owners.get(key) ?? []), command.name]);
    // Rehearse and End rehearsal share R on purpose (one or the other is available); no other key is shared.
    const shared = [...owners].filter(([, names]) => names.length > 1).map(([key]) => key);
    expect(shared.sort()).toEqual(['R', 'r']);
    expect(commandsForKey('c')).toEqual([commandRecord]);
    expect(commandRecord.display).toEqual(['C']);
    const stage = fakeStage();
    expect(runCommand(commandRecord, stage)).toBe(true);
    expect(stage.toggleRecord).toHaveBeenCalledOnce();
    expect(runCommand(commandRecord, fakeStage({ canRecord: false }))).toBe(false);
    expect(bindableKey('c', 'nextSection')).toBe(false);
  });

  it('a pedal key may take next / previous but not a key another command has', () => {
    expect(commandsForKey('b', { next: ['b'], prev: [] })).toEqual([commandNextSection]);
    expect(bindableKey('b', 'nextSection')).toBe(true);
    expect(bindableKey('PageDown', 'nextSection')).toBe(true);
    expect(bindableKey('PageDown', 'prevSection')).toBe(false);
    expect(bindableKey('r', 'nextSection')).toBe(false);
    expect(bindableKey(' ', 'nextSection')).toBe(false);
  });
});
