// The prompter's commands as one layer (the editor's action objects, Excalidraw style): each command is
// one object — its name, its keys, whether it is available now and what it does — and the keys, the
// toolbar, the Sections panel, the phone remote and Follow voice all run the same object through
// `runCommand`, so none of them decides on its own whether a command may run. The help dialog lists
// the same keys. The remote's wire names (packages/shared stage.ts) map onto these commands.
import type { StageCommand } from '@cuemap/shared';
import type { TeleprompterPrefs } from './prefs';

/** What the stage is now and what it can do: the screen builds one each render. */
export interface StageContext {
  /** A script is on screen (loaded, not being written). */
  hasScript: boolean;
  /** Play may start: a script, not being written, not being edited. */
  canPlay: boolean;
  /** The text can be moved through (a script, not edited, not streaming). */
  navigable: boolean;
  playing: boolean;
  countingDown: boolean;
  editing: boolean;
  canEdit: boolean;
  rehearsing: boolean;
  canRehearse: boolean;
  /** Follow voice may start (a readable script), or is on. */
  canFollowVoice: boolean;
  /** Record may open (a script on stage, not edited), or a take is being recorded / counted down to. */
  canRecord: boolean;
  fullscreenSupported: boolean;
  largerScale: number | null;
  smallerScale: number | null;
  lineHeight: number;
  /** The effects the commands use (the presenter's hooks). */
  togglePlay: () => void;
  pause: () => void;
  cancelCountdown: () => void;
  nextSection: () => void;
  previousSection: () => void;
  goToSection: (index: number) => void;
  faster: () => void;
  slower: () => void;
  nudge: (dy: number) => void;
  reset: () => void;
  updatePrefs: (patch: (p: TeleprompterPrefs) => Partial<TeleprompterPrefs>) => void;
  toggleFullscreen: () => void;
  toggleEdit: () => void;
  startRehearsal: () => void;
  endRehearsal: () => void;
  toggleVoice: () => void;
  toggleRecord: () => void;
  openSections: () => void;
  openHelp: () => void;
}

export interface PrompterCommand<V = void> {
  name: string;
  label: string;
  /** `KeyboardEvent.key` values that run it (a pedal's own keys are added for next / previous section). */
  keys?: readonly string[];
  /** How the keys read in the help dialog; a command without it is not listed there. */
  display?: readonly string[];
  /** Once per press: holding the key does not repeat it. */
  once?: boolean;
  available: (ctx: StageContext) => boolean;
  perform: (ctx: StageContext, value: V) => void;
}

const always = () => true;
const play = (ctx: StageContext) => ctx.canPlay || ctx.playing || ctx.countingDown;

export const commandPlayPause: PrompterCommand = {
  name: 'playPause',
  label: 'Play / Pause',
  keys: [' '],
  display: ['Space'],
  once: true,
  // Pause (and cancelling a countdown) stays possible whatever else changed since play started.
  available: play,
  perform: (ctx) => ctx.togglePlay(),
};

/** The remote's Play: starts (after the countdown) unless already playing or counting down. */
export const commandPlay: PrompterCommand = {
  name: 'play',
  label: 'Play',
  available: (ctx) => ctx.canPlay,
  perform: (ctx) => {
    if (!ctx.playing && !ctx.countingDown) ctx.togglePlay();
  },
};

/** The remote's Pause, and a click on the countdown: stops playing or cancels the countdown. */
export const commandPause: PrompterCommand = {
  name: 'pause',
  label: 'Pause',
  available: (ctx) => ctx.playing || ctx.countingDown,
  perform: (ctx) => {
    ctx.cancelCountdown();
    ctx.pause();
  },
};

export const commandNextSection: PrompterCommand = {
  name: 'nextSection',
  label: 'Next section',
  // What presentation clickers and foot pedals send (issue 12).
  keys: ['PageDown', 'ArrowRight'],
  display: ['PgDn', '→'],
  available: (ctx) => ctx.navigable,
  perform: (ctx) => ctx.nextSection(),
};

export const commandPrevSection: PrompterCommand = {
  name: 'prevSection',
  label: 'Previous section (or back to the start of this one)',
  keys: ['PageUp', 'ArrowLeft'],
  display: ['PgUp', '←'],
  available: (ctx) => ctx.navigable,
  perform: (ctx) => ctx.previousSection(),
};

/** A chosen section (the Sections panel, the remote's list). */
export const commandGoToSection: PrompterCommand<number> = {
  name: 'goToSection',
  label: 'Go to section',
  available: (ctx) => ctx.navigable,
  perform: (ctx, index) => ctx.goToSection(index),
};

export const commandFaster: PrompterCommand = {
  name: 'faster',
  label: 'Faster (+10 WPM)',
  keys: [']', '}'],
  display: [']'],
  available: always,
  perform: (ctx) => ctx.faster(),
};

export const commandSlower: PrompterCommand = {
  name: 'slower',
  label: 'Slower (−10 WPM)',
  keys: ['[', '{'],
  display: ['['],
  available: always,
  perform: (ctx) => ctx.slower(),
};

export const commandSections: PrompterCommand = {
  name: 'sections',
  label: 'Sections panel',
  keys: ['s', 'S'],
  display: ['S'],
  once: true,
  available: (ctx) => ctx.navigable,
  perform: (ctx) => ctx.openSections(),
};

export const commandLineForward: PrompterCommand = {
  name: 'lineForward',
  label: 'Move forward one line',
  keys: ['ArrowDown'],
  display: ['↓'],
  available: (ctx) => ctx.navigable,
  perform: (ctx) => ctx.nudge(ctx.lineHeight),
};

export const commandLineBack: PrompterCommand = {
  name: 'lineBack',
  label: 'Move back one line',
  keys: ['ArrowUp'],
  display: ['↑'],
  available: (ctx) => ctx.navigable,
  perform: (ctx) => ctx.nudge(-ctx.lineHeight),
};

export const commandReset: PrompterCommand = {
  name: 'reset',
  label: 'Back to the top (Reset)',
  keys: ['Home'],
  display: ['Home'],
  once: true,
  available: (ctx) => ctx.hasScript,
  perform: (ctx) => ctx.reset(),
};

export const commandMirror: PrompterCommand = {
  name: 'mirror',
  label: 'Mirror text',
  keys: ['m', 'M'],
  display: ['M'],
  once: true,
  available: always,
  perform: (ctx) => ctx.updatePrefs((p) => ({ mirror: !p.mirror })),
};

export const commandLarger: PrompterCommand = {
  name: 'larger',
  label: 'Larger text',
  keys: ['+', '='],
  display: ['+', '='],
  available: (ctx) => ctx.largerScale !== null,
  perform: (ctx) => ctx.updatePrefs(() => ({ textScale: ctx.largerScale! })),
};

export const commandSmaller: PrompterCommand = {
  name: 'smaller',
  label: 'Smaller text',
  keys: ['-', '_'],
  display: ['−'],
  available: (ctx) => ctx.smallerScale !== null,
  perform: (ctx) => ctx.updatePrefs(() => ({ textScale: ctx.smallerScale! })),
};

export const commandGuide: PrompterCommand = {
  name: 'guide',
  label: 'Reading guide on / off',
  keys: ['g', 'G'],
  display: ['G'],
  once: true,
  available: always,
  perform: (ctx) => ctx.updatePrefs((p) => ({ guide: !p.guide })),
};

export const commandFullscreen: PrompterCommand = {
  name: 'fullscreen',
  label: 'Full screen on / off',
  keys: ['f', 'F'],
  display: ['F'],
  once: true,
  available: (ctx) => ctx.fullscreenSupported,
  perform: (ctx) => ctx.toggleFullscreen(),
};

export const commandEdit: PrompterCommand = {
  name: 'edit',
  label: 'Edit the script',
  keys: ['e', 'E'],
  display: ['E'],
  once: true,
  available: (ctx) => ctx.canEdit || ctx.editing,
  perform: (ctx) => ctx.toggleEdit(),
};

/** Issue 24: Rehearse arms and starts the countdown in one step. */
export const commandRehearse: PrompterCommand = {
  name: 'rehearse',
  label: 'Rehearse (start / end)',
  keys: ['r', 'R'],
  display: ['R'],
  once: true,
  available: (ctx) => ctx.canRehearse && !ctx.rehearsing,
  perform: (ctx) => {
    ctx.startRehearsal();
    if (!ctx.playing && !ctx.countingDown) ctx.togglePlay();
  },
};

/** Ending a rehearsal is its own command: its button or R, never Space (issue 24). */
export const commandEndRehearsal: PrompterCommand = {
  name: 'endRehearsal',
  label: 'End rehearsal',
  keys: ['r', 'R'],
  once: true,
  available: (ctx) => ctx.rehearsing,
  perform: (ctx) => {
    ctx.cancelCountdown();
    ctx.endRehearsal();
  },
};

export const commandVoice: PrompterCommand = {
  name: 'voice',
  label: 'Follow voice on / off',
  // Issue 13 item 4: the text scrolls to where the speaker is.
  keys: ['v', 'V'],
  display: ['V'],
  once: true,
  available: (ctx) => ctx.canFollowVoice,
  perform: (ctx) => ctx.toggleVoice(),
};

/** Issue 28: Record opens its set-up (camera, microphone), or stops the take being recorded. */
export const commandRecord: PrompterCommand = {
  name: 'record',
  label: 'Record (set up / stop)',
  keys: ['c', 'C'],
  display: ['C'],
  once: true,
  available: (ctx) => ctx.canRecord,
  perform: (ctx) => ctx.toggleRecord(),
};

export const commandHelp: PrompterCommand = {
  name: 'help',
  label: 'Show these shortcuts',
  keys: ['?'],
  display: ['?'],
  once: true,
  available: always,
  perform: (ctx) => ctx.openHelp(),
};

/** Every command with keys, in the order the help dialog lists them. */
export const KEY_COMMANDS: readonly PrompterCommand[] = [
  commandPlayPause,
  commandNextSection,
  commandPrevSection,
  commandFaster,
  commandSlower,
  commandSections,
  commandLineForward,
  commandLineBack,
  commandReset,
  commandMirror,
  commandLarger,
  commandSmaller,
  commandGuide,
  commandFullscreen,
  commandEdit,
  commandRehearse,
  commandEndRehearsal,
  commandVoice,
  commandRecord,
  commandHelp,
];

/** Runs `command` if it is available now; false when it is not (nothing happens). */
export function runCommand<V>(command: PrompterCommand<V>, ctx: StageContext, value: V): boolean;
export function runCommand(command: PrompterCommand, ctx: StageContext): boolean;
export function runCommand<V>(command: PrompterCommand<V>, ctx: StageContext, value?: V): boolean {
  if (!command.available(ctx)) return false;
  command.perform(ctx, value as V);
  return true;
}

export interface Keymap {
  next: readonly string[];
  prev: readonly string[];
}

/** The commands a key names (a pedal's own keys first); the first one available runs. */
export function commandsForKey(key: string, keymap?: Keymap): PrompterCommand[] {
  if (keymap?.next.includes(key)) return [commandNextSection];
  if (keymap?.prev.includes(key)) return [commandPrevSection];
  return KEY_COMMANDS.filter((c) => c.keys?.includes(key));
}

/** A key a pedal may be bound to: not one a built-in command already uses for something else. */
export function bindableKey(key: string, command: 'nextSection' | 'prevSection'): boolean {
  if (['Escape', 'Tab', 'Enter', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock'].includes(key)) return false;
  const builtIn = KEY_COMMANDS.find((c) => c.keys?.includes(key));
  return !builtIn || builtIn.name === command;
}

/** The remote's commands on the wire (packages/shared stage.ts) are these commands here. */
export function remoteCommand(command: StageCommand): [PrompterCommand<number>, number] | [PrompterCommand, undefined] {
  switch (command.kind) {
    case 'toggle':
      return [commandPlayPause, undefined];
    case 'play':
      return [commandPlay, undefined];
    case 'pause':
      return [commandPause, undefined];
    case 'next':
      return [commandNextSection, undefined];
    case 'previous':
      return [commandPrevSection, undefined];
    case 'faster':
      return [commandFaster, undefined];
    case 'slower':
      return [commandSlower, undefined];
    case 'goTo':
      return [commandGoToSection, command.section];
  }
}
