// Teleprompter keyboard shortcuts, written once: the key handler and the help dialog both read them.

export type TeleprompterCommand =
  | 'playPause'
  | 'nextSection'
  | 'prevSection'
  | 'faster'
  | 'slower'
  | 'sections'
  | 'lineBack'
  | 'lineForward'
  | 'reset'
  | 'mirror'
  | 'larger'
  | 'smaller'
  | 'guide'
  | 'fullscreen'
  | 'edit'
  | 'rehearse'
  | 'voice'
  | 'help';

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
    // What presentation clickers and foot pedals send (issue 12).
    command: 'nextSection',
    keys: ['PageDown', 'ArrowRight'],
    display: ['PgDn', '→'],
    label: 'Next section',
    needsScript: true,
  },
  {
    command: 'prevSection',
    keys: ['PageUp', 'ArrowLeft'],
    display: ['PgUp', '←'],
    label: 'Previous section (or back to the start of this one)',
    needsScript: true,
  },
  {
    command: 'faster',
    keys: [']', '}'],
    display: [']'],
    label: 'Faster (+10 WPM)',
  },
  {
    command: 'slower',
    keys: ['[', '{'],
    display: ['['],
    label: 'Slower (−10 WPM)',
  },
  {
    command: 'sections',
    keys: ['s', 'S'],
    display: ['S'],
    label: 'Sections panel',
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
    command: 'edit',
    keys: ['e', 'E'],
    display: ['E'],
    label: 'Edit the script',
    needsScript: true,
    once: true,
  },
  {
    // Issue 12 item 6: time each section at the reading line, then a report.
    command: 'rehearse',
    keys: ['r', 'R'],
    display: ['R'],
    label: 'Rehearse (start / end)',
    needsScript: true,
    once: true,
  },
  {
    // Issue 13 item 4: the text scrolls to where the speaker is.
    command: 'voice',
    keys: ['v', 'V'],
    display: ['V'],
    label: 'Follow voice on / off',
    needsScript: true,
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

/** The shortcut a key runs; a pedal's own keys (the key-mapping setting) come first. */
export function shortcutForKey(key: string, keymap?: { next: readonly string[]; prev: readonly string[] }): TeleprompterShortcut | null {
  const custom = keymap?.next.includes(key) ? 'nextSection' : keymap?.prev.includes(key) ? 'prevSection' : null;
  if (custom) return TELEPROMPTER_SHORTCUTS.find((s) => s.command === custom)!;
  return TELEPROMPTER_SHORTCUTS.find((s) => s.keys.includes(key)) ?? null;
}

/** A key a pedal may be bound to: not one a built-in shortcut already uses for something else. */
export function bindableKey(key: string, command: 'nextSection' | 'prevSection'): boolean {
  if (['Escape', 'Tab', 'Enter', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock'].includes(key)) return false;
  const builtIn = TELEPROMPTER_SHORTCUTS.find((s) => s.keys.includes(key));
  return !builtIn || builtIn.command === command;
}


/** Space on a focused button or link activates that control rather than playing. */
export function isActivationTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && !!target.closest('button, a, [role="button"]');
}
