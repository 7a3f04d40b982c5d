// The screen's commands in one place: the display toggles (mirror, guide, text size) and the keyboard
// shortcuts that run them and the presenter's controls. Remotes (issue 13) run the same presenter
// controls through the stage host.
import type { Fullscreen } from './use-fullscreen';
import type { TeleprompterPrefs } from '../utils/prefs';
import { useTeleprompterShortcuts, type CommandHandlers } from './use-teleprompter-shortcuts';

export interface StageControlsInput {
  presenter: {
    togglePlay: () => void;
    faster: () => void;
    slower: () => void;
    sections: { next: () => void | false; previous: () => void | false };
  };
  reset: () => void;
  nudge: (dy: number) => void;
  lineHeight: number;
  largerScale: number | null;
  smallerScale: number | null;
  updatePrefs: (patch: (p: TeleprompterPrefs) => Partial<TeleprompterPrefs>) => void;
  keymap: TeleprompterPrefs['keymap'];
  hasScript: boolean;
  canPlay: boolean;
  editing: boolean;
  fullscreen: Fullscreen;
  openSections: () => void;
  openShortcuts: () => void;
  toggleEdit: (() => void) | null;
  rehearse: (() => void) | null;
  /** Commands added by other features (e.g. Follow voice), by shortcut command name. */
  extra?: Partial<CommandHandlers>;
}

export function useStageControls(input: StageControlsInput) {
  const { presenter, editing, updatePrefs, largerScale, smallerScale, lineHeight, nudge } = input;
  const toggleMirror = () => updatePrefs((p) => ({ mirror: !p.mirror }));
  const toggleGuide = () => updatePrefs((p) => ({ guide: !p.guide }));
  const larger = largerScale === null ? null : () => updatePrefs(() => ({ textScale: largerScale }));
  const smaller = smallerScale === null ? null : () => updatePrefs(() => ({ textScale: smallerScale }));

  useTeleprompterShortcuts(
    {
      playPause: () => (input.canPlay ? presenter.togglePlay() : false),
      nextSection: () => (editing ? false : presenter.sections.next()),
      prevSection: () => (editing ? false : presenter.sections.previous()),
      faster: presenter.faster,
      slower: presenter.slower,
      sections: () => (editing ? false : input.openSections()),
      lineForward: () => nudge(lineHeight),
      lineBack: () => nudge(-lineHeight),
      reset: input.reset,
      mirror: toggleMirror,
      guide: toggleGuide,
      larger: () => larger?.(),
      smaller: () => smaller?.(),
      fullscreen: () => (input.fullscreen.supported ? input.fullscreen.toggle() : false),
      edit: () => (input.toggleEdit ? input.toggleEdit() : false),
      rehearse: () => (input.rehearse ? input.rehearse() : false),
      help: input.openShortcuts,
      ...input.extra,
    } as CommandHandlers,
    input.hasScript,
    input.keymap,
  );

  return { toggleMirror, toggleGuide, larger, smaller };
}
