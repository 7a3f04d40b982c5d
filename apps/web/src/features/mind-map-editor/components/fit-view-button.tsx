// The zoom buttons' Fit View: React Flow's own button (same class and label), running our fit, which keeps
// the map clear of the panels over the canvas (hooks/use-canvas-fit.ts). Goes inside <Controls>.
import { ControlButton } from '@xyflow/react';

/** Four corners, filled (React Flow's control buttons fill their icons). */
function FitViewIcon() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" aria-hidden="true">
      <path d="M0 0h12v4H4v8H0zM20 0h12v12h-4V4h-8zM0 20h4v8h8v4H0zM28 20h4v12H20v-4h8z" />
    </svg>
  );
}

export function FitViewButton({ onClick }: { onClick: () => void }) {
  return (
    <ControlButton className="react-flow__controls-fitview" onClick={onClick} title="Fit View" aria-label="Fit View">
      <FitViewIcon />
    </ControlButton>
  );
}
