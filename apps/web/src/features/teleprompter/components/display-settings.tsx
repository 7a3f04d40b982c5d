// The Display tab of Presenter settings (issue 12 item 7): typeface, colour theme, line spacing, side
// margins, mirroring and the reading line's position. Every change shows at once behind the dialog.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { DEFAULT_GUIDE_AT, FONTS, LINE_SPACINGS, MARGINS, THEMES, type TeleprompterTheme } from '../utils/display';
import type { TeleprompterPrefs } from '../utils/prefs';

export interface DisplaySettingsProps {
  prefs: TeleprompterPrefs;
  onChange: (patch: Partial<TeleprompterPrefs>) => void;
}

/** A row of radio buttons that look like a segmented control. */
function Segmented<T extends string | number>({
  name,
  label,
  hint,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  hint?: string;
  value: T;
  options: readonly { value: T; label: string; content?: ReactNode }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="font-medium text-slate-900">{label}</legend>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      <div className="mt-1.5 grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-slate-100 p-1">
        {options.map((o) => (
          <label
            key={String(o.value)}
            className={cn(
              'flex min-h-9 cursor-pointer flex-col items-center justify-center rounded-lg px-2 py-1.5 text-center text-xs font-medium text-slate-600 transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 hover:text-slate-900',
              o.value === value && 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200',
            )}
          >
            <input type="radio" name={name} value={String(o.value)} checked={o.value === value} onChange={() => onChange(o.value)} className="sr-only" />
            {o.content}
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Swatch({ theme }: { theme: TeleprompterTheme }) {
  const { bg, fg } = THEMES[theme].swatch;
  return (
    <span
      className="mb-1 flex h-7 w-full max-w-20 items-center justify-center rounded-md text-sm font-bold ring-1 ring-slate-300"
      style={{ background: bg, color: fg }}
      aria-hidden="true"
    >
      Aa
    </span>
  );
}

export function DisplaySettings({ prefs, onChange }: DisplaySettingsProps) {
  return (
    <div className="flex flex-col gap-5">
      <Segmented
        name="tp-font"
        label="Typeface"
        value={prefs.font}
        onChange={(font) => onChange({ font })}
        options={FONTS.map((f) => ({
          value: f.id,
          label: f.label,
          content: (
            <span className="text-lg leading-tight font-semibold text-slate-900" style={{ fontFamily: f.family }} aria-hidden="true">
              Aa
            </span>
          ),
        }))}
      />
      <Segmented
        name="tp-theme"
        label="Colours"
        value={prefs.theme}
        onChange={(theme) => onChange({ theme })}
        options={(Object.keys(THEMES) as TeleprompterTheme[]).map((t) => ({ value: t, label: THEMES[t].label, content: <Swatch theme={t} /> }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <label className="flex flex-col gap-1.5">
          <span className="font-medium text-slate-900">Line spacing</span>
          <select
            value={prefs.lineSpacing}
            onChange={(e) => onChange({ lineSpacing: Number(e.target.value) })}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          >
            {LINE_SPACINGS.map((s) => (
              <option key={s} value={s}>
                {s.toFixed(1)}×{s === 1.5 ? ' (default)' : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5">
          <span className="font-medium text-slate-900">Side margins</span>
          <select
            value={prefs.margin}
            onChange={(e) => onChange({ margin: Number(e.target.value) })}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          >
            {MARGINS.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
                {m.value ? ` (${Math.round(m.value * 100)} % each side)` : ''}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="-mt-3 text-xs text-slate-500">The speed stays true to the words per minute whatever the spacing or margins.</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-slate-900">Mirror</legend>
        <label className="flex items-center justify-between gap-4">
          <span className="text-slate-600">Left to right (for beam-splitter glass) · M</span>
          <input type="checkbox" checked={prefs.mirror} onChange={(e) => onChange({ mirror: e.target.checked })} className="size-4 accent-brand-600" />
        </label>
        <label className="flex items-center justify-between gap-4">
          <span className="text-slate-600">Top to bottom (a screen lying under the glass)</span>
          <input
            type="checkbox"
            checked={prefs.mirrorVertical}
            onChange={(e) => onChange({ mirrorVertical: e.target.checked })}
            className="size-4 accent-brand-600"
          />
        </label>
      </fieldset>
      <div className="flex items-center justify-between gap-4">
        <span>
          <span className="font-medium text-slate-900">Reading line</span>
          <span className="block text-xs text-slate-500">{Math.round(prefs.guideAt * 100)} % from the top. Drag the guide on screen to move it.</span>
        </span>
        <Button variant="outline" size="sm" disabled={prefs.guideAt === DEFAULT_GUIDE_AT} onClick={() => onChange({ guideAt: DEFAULT_GUIDE_AT })}>
          Reset
        </Button>
      </div>
    </div>
  );
}
