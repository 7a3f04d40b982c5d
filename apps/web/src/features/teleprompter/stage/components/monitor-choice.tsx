// What a display link or the prompter window shows over the text (issue 24 item 7): the operator ticks
// the clock, elapsed and time left, ahead/behind and the next section, per link.
import { STAGE_MONITOR_ITEMS, type StageMonitor } from '@cuemap/shared';
import { STAGE_UI } from '../messages';

const M = STAGE_UI.monitor;

export interface MonitorChoiceProps {
  value: StageMonitor;
  onChange: (monitor: StageMonitor) => void;
  disabled?: boolean;
}

export function MonitorChoice({ value, onChange, disabled = false }: MonitorChoiceProps) {
  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled} data-testid="monitor-choice">
      <legend className="mb-1 text-xs font-medium text-slate-500">{M.choose}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1.5">
        {STAGE_MONITOR_ITEMS.map((item) => (
          <label key={item} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={value[item]}
              onChange={(e) => onChange({ ...value, [item]: e.target.checked })}
              className="size-4 accent-brand-600"
            />
            {M.items[item]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
