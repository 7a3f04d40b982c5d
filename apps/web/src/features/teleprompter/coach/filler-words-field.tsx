// The coach's filler words for this script (issue 28 item 1), in Presenter settings: the language's
// defaults until the presenter edits them; saved with the script's presenter settings when the field
// is left. Commas (or new lines) between fillers; a phrase ("you know") counts as one.
import { useEffect, useId, useState } from 'react';
import { defaultFillers, parseFillerList, PRESENTER_SETTINGS_BOUNDS } from '@cuemap/shared';
import { Button } from '../../../components/ui';
import { COACH_MESSAGES as M } from './messages';

export interface FillerWordsFieldProps {
  /** The script's list; null: the defaults. */
  fillerWords: readonly string[] | null;
  onChange: (fillerWords: string[] | null) => void;
  /** The recognition language whose defaults apply. */
  lang?: string;
}

const join = (list: readonly string[]) => list.join(', ');

export function FillerWordsField({ fillerWords, onChange, lang }: FillerWordsFieldProps) {
  const id = useId();
  const defaults = defaultFillers(lang ?? (typeof navigator === 'undefined' ? 'en' : navigator.language));
  const shown = fillerWords ?? defaults;
  const [text, setText] = useState(join(shown));
  useEffect(() => setText(join(fillerWords ?? defaults)), [fillerWords, defaults]);

  const commit = () => {
    const list = parseFillerList(text, PRESENTER_SETTINGS_BOUNDS.fillerWords.max);
    const same = join(list) === join(defaults);
    onChange(list.length === 0 || same ? null : list);
    setText(join(list.length ? list : defaults));
  };

  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-900">
        {M.fillerWords}
      </label>
      <p id={`${id}-help`} className="text-xs text-slate-500">
        {M.fillerWordsHelp}
      </p>
      <textarea
        id={id}
        aria-describedby={`${id}-help`}
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        className="mt-2 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30"
      />
      {fillerWords !== null && (
        <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
          {M.fillerWordsReset}
        </Button>
      )}
    </div>
  );
}
