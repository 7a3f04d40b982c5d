// The dashboard's sort order, remembered in this browser.
import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../../lib/local-store';
import { isScriptSort, type ScriptSort } from '../utils/script-cards';

const SORT_STORAGE_KEY = 'cuemap:dashboard-sort';

function readStoredSort(): ScriptSort {
  const stored = readStored(SORT_STORAGE_KEY);
  return isScriptSort(stored) ? stored : 'updated';
}

export function useScriptSort() {
  const [sort, setSort] = useState<ScriptSort>(readStoredSort);
  const choose = useCallback((next: ScriptSort) => {
    setSort(next);
    writeStored(SORT_STORAGE_KEY, next);
  }, []);
  return [sort, choose] as const;
}
