// Issue 27 item 6: Cue the presenter — a preset or a typed cue goes through the session; the popover says
// it went, or why not; a viewer has no such control.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CUE_MESSAGES } from '@cuemap/shared';
import type { LiveSession } from '../../lib/live/types';
import { ScriptAccessProvider } from '../script-access/script-access';
import { CuePresenter } from './cue-presenter';

const sessionWith = (sendCue: (text: string) => Promise<{ text: string; screens: number }>) => ({ sendCue }) as unknown as LiveSession;

describe('CuePresenter', () => {
  it('sends a preset and a typed cue and says each went', async () => {
    const sendCue = vi.fn((text: string) => Promise.resolve({ text: text.trim(), screens: 2 }));
    render(<CuePresenter session={sessionWith(sendCue)} />);
    fireEvent.click(screen.getByRole('button', { name: CUE_MESSAGES.control }));
    fireEvent.click(screen.getByRole('button', { name: 'Wrap up' }));
    expect(await screen.findByText(CUE_MESSAGES.sent('Wrap up'))).toBeInTheDocument();
    // How many screens it went to: teleprompters, displays and view-link teleprompters (the server counts them).
    expect(screen.getByText(CUE_MESSAGES.sentTo(2))).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: CUE_MESSAGES.typedLabel }), { target: { value: 'Smile at the camera ' } });
    fireEvent.click(screen.getByRole('button', { name: CUE_MESSAGES.send }));
    expect(await screen.findByText(CUE_MESSAGES.sent('Smile at the camera'))).toBeInTheDocument();
    expect(sendCue.mock.calls.map((c) => c[0])).toEqual(['Wrap up', 'Smile at the camera ']);
    expect(screen.getByRole('textbox', { name: CUE_MESSAGES.typedLabel })).toHaveAttribute('maxLength', '80');
  });

  it("shows the server's refusal", async () => {
    render(<CuePresenter session={sessionWith(() => Promise.reject(new Error(CUE_MESSAGES.tooFast)))} />);
    fireEvent.click(screen.getByRole('button', { name: CUE_MESSAGES.control }));
    fireEvent.click(screen.getByRole('button', { name: 'Slow down' }));
    expect(await screen.findByText(CUE_MESSAGES.tooFast)).toBeInTheDocument();
  });

  it('is not there for a viewer', () => {
    render(
      <ScriptAccessProvider value={{ access: 'viewer', ownerEmail: 'o@example.com' }}>
        <CuePresenter session={sessionWith(() => Promise.resolve({ text: '', screens: 0 }))} />
      </ScriptAccessProvider>,
    );
    expect(screen.queryByRole('button', { name: CUE_MESSAGES.control })).toBeNull();
  });
});
