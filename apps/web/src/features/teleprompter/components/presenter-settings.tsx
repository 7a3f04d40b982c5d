// Presenter settings (issue 12), in two tabs. Presenting: countdown, section markers, the talk's target
// duration, and the keys a pedal or clicker sends for next / previous section. Display: typeface,
// colours, spacing, margins, mirroring, the reading line (display-settings.tsx).
import { useEffect, useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button, Modal, Tabs, tabPanelProps } from '../../../components/ui';
import { COUNTDOWN_MAX, type TeleprompterPrefs } from '../utils/prefs';
import { bindableKey } from '../utils/commands';
import { DisplaySettings } from './display-settings';
import { FitToTime, type FitToTimeProps } from './fit-to-time';
import { FillerWordsField, type FillerWordsFieldProps } from '../coach/filler-words-field';

export interface PresenterSettingsProps {
  open: boolean;
  onClose: () => void;
  prefs: TeleprompterPrefs;
  onChange: (patch: Partial<TeleprompterPrefs>) => void;
  targetMinutes: number | null;
  onTargetChange: (minutes: number | null) => void;
  /** Fit to time needs the saved script: null without one (a local copy, no map). */
  fit: Omit<FitToTimeProps, 'minutes'> | null;
  /** Text size and mirror kept for this device only (issue 24 item 2); null: no script to follow. */
  deviceOnly?: { on: boolean; onChange: (on: boolean) => void } | null;
  /** The rehearsal coach's filler words for this script (issue 28); null: not offered. */
  fillers?: FillerWordsFieldProps | null;
}

const keyName = (key: string) => (key === ' ' ? 'Space' : key);

const TABS = [
  { id: 'presenting', label: 'Presenting' },
  { id: 'display', label: 'Display' },
] as const;
type Tab = (typeof TABS)[number]['id'];

export function PresenterSettings({
  open,
  onClose,
  prefs,
  onChange,
  targetMinutes,
  onTargetChange,
  fit,
  deviceOnly = null,
  fillers = null,
}: PresenterSettingsProps) {
  const [target, setTarget] = useState(targetMinutes === null ? '' : String(targetMinutes));
  const [targetError, setTargetError] = useState<string | null>(null);
  const [recording, setRecording] = useState<'next' | 'prev' | null>(null);
  const [keyError, setKeyError] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('presenting');
  const tabsId = useId();
  useEffect(() => {
    if (open) {
      setTarget(targetMinutes === null ? '' : String(targetMinutes));
      setTargetError(null);
    }
  }, [open, targetMinutes]);

  // Recording: the next key pressed (in the capture phase, before any shortcut) is bound.
  useEffect(() => {
    if (!recording) return;
    const onKey = (e: KeyboardEvent) => {
      e.preventDefault();
      e.stopPropagation();
      if (e.key === 'Escape') return setRecording(null);
      const command = recording === 'next' ? 'nextSection' : 'prevSection';
      if (!bindableKey(e.key, command)) {
        setKeyError(`“${keyName(e.key)}” already does something else. Press another key.`);
        return;
      }
      const other = recording === 'next' ? 'prev' : 'next';
      const keymap = {
        ...prefs.keymap,
        [recording]: [...new Set([...prefs.keymap[recording], e.key])].slice(-4),
        [other]: prefs.keymap[other].filter((k) => k !== e.key),
      };
      onChange({ keymap });
      setKeyError(null);
      setRecording(null);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [recording, prefs.keymap, onChange]);

  const saveTarget = () => {
    const raw = target.trim();
    if (!raw) {
      setTargetError(null);
      return onTargetChange(null);
    }
    const minutes = Number(raw.replace(',', '.'));
    if (!Number.isFinite(minutes) || minutes < 0.5 || minutes > 300) {
      setTargetError('Enter a length from 0.5 to 300 minutes, or leave it empty for none.');
      return;
    }
    setTargetError(null);
    onTargetChange(Math.round(minutes * 10) / 10);
  };

  return (
    <Modal
      open={open}
      onClose={() => {
        setRecording(null);
        onClose();
      }}
      title="Presenter settings"
      size="md"
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50">
          <SlidersHorizontal className="size-5 text-brand-600" aria-hidden="true" />
        </span>
      }
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <Tabs tabs={TABS} value={tab} onChange={setTab} label="Settings" idBase={tabsId} />
      <div {...tabPanelProps(tabsId, 'display', tab)} className="text-sm text-slate-700">
        <DisplaySettings prefs={prefs} onChange={onChange} />
        {deviceOnly && (
          <label className="mt-4 flex items-center justify-between gap-4 border-t border-slate-200 pt-4">
            <span>
              <span className="font-medium text-slate-900">Text size and mirror for this device only</span>
              <span className="block text-xs text-slate-500">Other settings follow the script to every device; these two then stay with this one.</span>
            </span>
            <input type="checkbox" checked={deviceOnly.on} onChange={(e) => deviceOnly.onChange(e.target.checked)} className="size-4 accent-brand-600" />
          </label>
        )}
      </div>
      <div {...tabPanelProps(tabsId, 'presenting', tab)} className="flex flex-col gap-5 text-sm text-slate-700">
        <label className="flex items-center justify-between gap-4">
          <span>
            <span className="font-medium text-slate-900">Countdown before play</span>
            <span className="block text-xs text-slate-500">Time to look up from the keyboard.</span>
          </span>
          <select
            value={prefs.countdown}
            onChange={(e) => onChange({ countdown: Number(e.target.value) })}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          >
            {Array.from({ length: COUNTDOWN_MAX + 1 }, (_, s) => (
              <option key={s} value={s}>
                {s === 0 ? 'None' : `${s} s`}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center justify-between gap-4">
          <span>
            <span className="font-medium text-slate-900">Section markers</span>
            <span className="block text-xs text-slate-500">The node's title and colour where each section starts.</span>
          </span>
          <input type="checkbox" checked={prefs.markers} onChange={(e) => onChange({ markers: e.target.checked })} className="size-4 accent-brand-600" />
        </label>
        <div>
          <label htmlFor="target-minutes" className="font-medium text-slate-900">
            Target length (minutes)
          </label>
          <p className="text-xs text-slate-500">Shows whether the talk runs ahead of or behind it. Saved with the script.</p>
          <div className="mt-1.5 flex items-center gap-2">
            <input
              id="target-minutes"
              inputMode="decimal"
              value={target}
              placeholder="None"
              aria-invalid={targetError ? true : undefined}
              aria-describedby={targetError ? 'target-error' : undefined}
              onChange={(e) => setTarget(e.target.value)}
              onBlur={saveTarget}
              onKeyDown={(e) => e.key === 'Enter' && saveTarget()}
              className="h-9 w-28 rounded-lg border border-slate-300 px-2.5 text-sm"
            />
            <Button variant="outline" size="sm" onClick={saveTarget}>
              Set
            </Button>
          </div>
          {targetError && (
            <p id="target-error" role="alert" className="mt-1 text-xs text-red-600">
              {targetError}
            </p>
          )}
        </div>
        {fit && <FitToTime {...fit} minutes={targetMinutes} />}
        <div>
          <p className="font-medium text-slate-900">Pedal and clicker keys</p>
          <p className="text-xs text-slate-500">PageDown / → and PageUp / ← always work. Add the keys your pedal sends.</p>
          {(['next', 'prev'] as const).map((which) => (
            <div key={which} className="mt-2 flex flex-wrap items-center gap-2">
              <span className="w-32 text-slate-600">{which === 'next' ? 'Next section' : 'Previous section'}</span>
              {prefs.keymap[which].map((k) => (
                <kbd key={k} className="rounded-md border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-xs font-semibold">
                  {keyName(k)}
                </kbd>
              ))}
              <Button variant="outline" size="sm" onClick={() => setRecording(which)} aria-pressed={recording === which}>
                {recording === which ? 'Press a key…' : 'Add key'}
              </Button>
              {prefs.keymap[which].length > 0 && (
                <Button variant="ghost" size="sm" onClick={() => onChange({ keymap: { ...prefs.keymap, [which]: [] } })}>
                  Clear
                </Button>
              )}
            </div>
          ))}
          {keyError && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {keyError}
            </p>
          )}
        </div>
        {fillers && <FillerWordsField {...fillers} />}
      </div>
    </Modal>
  );
}
