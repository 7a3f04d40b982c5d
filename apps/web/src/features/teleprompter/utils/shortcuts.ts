// Teleprompter keyboard shortcuts, written once: the key handler and the help dialog both read them.

export type TeleprompterCommand =
  'playPause' | 'lineBack' | 'lineForward' | 'reset' | 'mirror' | 'larger' | 'smaller' | 'guide' | 'fullscreen' | 'help';

export interface TeleprompterShortcut {
  command: TeleprompterCommand;
  /** `KeyboardEvent.key` values that run the command. */
  keys: readonly string[];
  /** How the keys are shown in the help dialog. */
  display: readonly string[];
  label: string;
  /** Commands that only make sense with a script on screen. */
  needsScript?: boolean;
  /** Commands that act once per press (holding the key does not repeat them). */
  once?: boolean;
}

export const TELEPROMPTER_SHORTCUTS: readonly TeleprompterShortcut[] = [
  {
    command: 'playPause',
    keys: [' '],
    display: ['Space'],
    label: 'Play / Pause',
    needsScript: true,
    once: true,
  },
  {
    command: 'lineForward',
    keys: ['ArrowDown'],
    display: ['↓'],
    label: 'Move forward one line',
    needsScript: true,
  },
  {
    command: 'lineBack',
    keys: ['ArrowUp'],
    display: ['↑'],
    label: 'Move back one line',
    needsScript: true,
  },
  {
    command: 'reset',
    keys: ['Home'],
    display: ['Home'],
    label: 'Back to the top (Reset)',
    needsScript: true,
    once: true,
  },
  {
    command: 'mirror',
    keys: ['m', 'M'],
    display: ['M'],
    label: 'Mirror text',
    once: true,
  },
  {
    command: 'larger',
    keys: ['+', '='],
    display: ['+', '='],
    label: 'Larger text',
  },
  {
    command: 'smaller',
    keys: ['-', '_'],
    display: ['−'],
    label: 'Smaller text',
  },
  {
    command: 'guide',
    keys: ['g', 'G'],
    display: ['G'],
    label: 'Reading guide on / off',
    once: true,
  },
  {
    command: 'fullscreen',
    keys: ['f', 'F'],
    display: ['F'],
    label: 'Full screen on / off',
    once: true,
  },
  {
    command: 'help',
    keys: ['?'],
    display: ['?'],
    label: 'Show these shortcuts',
    once: true,
  },
];

export function shortcutForKey(key: string): TeleprompterShortcut | null {
  return TELEPROMPTER_SHORTCUTS.find((s) => s.keys.includes(key)) ?? null;
}


/** Space on a focused button or link activates that control rather than playing. */
export function isActivationTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && !!target.closest('button, a, [role="button"]');
}
