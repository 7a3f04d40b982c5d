// A prompter window in the same browser (issue 13 item 2: an external monitor) follows the prompter over
// a BroadcastChannel named after the script: no server, no network, the same messages as a display link.
import type { StageScript, StageState } from '@cuemap/shared';

export const stageChannelName = (mindMapId: string) => `cuemap-stage:${mindMapId}`;

export type WindowMessage =
  /** Window → prompter: a window opened (or the prompter came back); send the script. An audience window (issue 29) says so. */
  | { type: 'join'; windowId: string; audience?: true }
  | { type: 'leave'; windowId: string }
  /** Prompter → windows: a prompter is (again) on this script; windows say join. */
  | { type: 'host' }
  | { type: 'script'; script: StageScript }
  | { type: 'state'; state: StageState }
  /** Prompter → windows: an editor's cue (issue 27 item 6), shown as on the prompter. */
  | { type: 'cue'; id: string; text: string };
