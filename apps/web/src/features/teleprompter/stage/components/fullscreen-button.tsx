// Full screen / Exit full screen on a screen that follows the prompter (display link, prompter window,
// audience map): nothing where the browser cannot go full screen (iPhone Safari). `className` places and
// tints it for its screen.
import { cn } from '../../../../lib/cn';
import { useFullscreen } from '../../hooks/use-fullscreen';
import { STAGE_UI } from '../messages';

export function FullscreenButton({ className }: { className: string }) {
  const fullscreen = useFullscreen();
  if (!fullscreen.supported) return null;
  return (
    <button
      type="button"
      onClick={fullscreen.toggle}
      className={cn('rounded-md px-2.5 py-1 text-xs font-medium hover:opacity-100 focus-visible:opacity-100', className)}
    >
      {fullscreen.active ? STAGE_UI.display.exitFullscreen : STAGE_UI.display.fullscreen}
    </button>
  );
}
