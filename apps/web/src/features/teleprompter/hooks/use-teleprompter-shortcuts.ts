// Keyboard shortcuts: utils/shortcuts.ts lists the keys (the help dialog shows the same list); the
// screen supplies what each command does.
import { useEffect, useRef } from 'react';
import { isTypingTarget } from '../../../lib/keyboard';
import { isActivationTarget, shortcutForKey, type TeleprompterCommand } from '../utils/shortcuts';

/** Runs a command; returning false means it does not apply right now (the key keeps its default). */
export type CommandHandlers = Record<TeleprompterCommand, () => void | false>;

export function useTeleprompterShortcuts(commands: CommandHandlers, hasScript: boolean, keymap?: { next: string[]; prev: string[] }) {
  // One listener for the screen's lifetime; it always runs the latest render's commands.
  const latest = useRef({ commands, hasScript, keymap });
  useEffect(() => {
    latest.current = { commands, hasScript, keymap };
  });
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      // Typing in a field, or a dialog open (this screen's or any other): the keys are theirs.
      if (isTypingTarget(e.target) || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const shortcut = shortcutForKey(e.key, latest.current.keymap);
      if (!shortcut) return;
      // Space on a focused button or link presses that control instead.
      if (shortcut.command === 'playPause' && isActivationTarget(e.target)) return;
      if (shortcut.needsScript && !latest.current.hasScript) return;
      if (shortcut.once && e.repeat) return e.preventDefault();
      // A command the screen does not offer (e.g. Follow voice where it is not wired) leaves the key alone.
      const run = latest.current.commands[shortcut.command] as CommandHandlers[TeleprompterCommand] | undefined;
      if (run && run() !== false) e.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
