// The prompter's keys and the one way every surface runs a command (utils/commands.ts): keys, toolbar,
// Sections panel, remote and voice call `run`, which checks the command's availability against the
// stage as it is now. A key the stage handles is the stage's even on a focused toolbar button: Space
// plays or pauses rather than pressing the button (Enter presses it), so a clicked button never takes
// the stage's keys.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { isTypingTarget } from '../../../lib/keyboard';
import { commandsForKey, runCommand, type Keymap, type PrompterCommand, type StageContext } from '../utils/commands';

/** A modal dialog is open (this screen's or any other): the keys are its own. */
const modalOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

export function usePrompterCommands(ctx: StageContext, keymap?: Keymap) {
  // One listener for the screen's lifetime; it always reads the latest render's stage. Updated in a layout
  // effect, so a key pressed as soon as a change shows (Space right after Pause became Play) meets that
  // stage, not the one before it (a passive effect could still be pending then).
  const latest = useRef({ ctx, keymap });
  useLayoutEffect(() => {
    latest.current = { ctx, keymap };
  });

  useEffect(() => {
    /** Space was the stage's on keydown: its keyup must not press a focused button either. */
    let spaceTaken = false;
    function onKeyDown(e: KeyboardEvent) {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      if (isTypingTarget(e.target) || modalOpen()) return;
      const { ctx: now, keymap: keys } = latest.current;
      const command = commandsForKey(e.key, keys).find((c) => c.available(now));
      if (!command) return;
      e.preventDefault();
      if (e.key === ' ') spaceTaken = true;
      if (command.once && e.repeat) return;
      runCommand(command, now);
    }
    function onKeyUp(e: KeyboardEvent) {
      if (e.key !== ' ' || !spaceTaken) return;
      spaceTaken = false;
      e.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, []);

  const run = useCallback(<V>(command: PrompterCommand<V>, value?: V) => runCommand(command, latest.current.ctx, value as V), []);
  return {
    run,
    /** Whether `command` may run now (the toolbar's enabled state). */
    available: (command: PrompterCommand<never>) => command.available(ctx),
  };
}

export type PrompterCommands = ReturnType<typeof usePrompterCommands>;
