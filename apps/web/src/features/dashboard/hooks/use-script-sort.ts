// The dashboard's sort order, remembered in this browser.
import { useCallback, useState } from 'react';
import { isScriptSort, type ScriptSort } from '../utils/script-cards';

const SORT_STORAGE_KEY = 'cuemap:dashboard-sort';

function readStoredSort(): ScriptSort {
  try {
    const stored = localStorage.getItem(SORT_STORAGE_KEY);
    return isScriptSort(stored) ? stored : 'updated';
  } catch {
    return 'updated';
  }
}

export function useScriptSort() {
  const [sort, setSort] = useState<ScriptSort>(readStoredSort);
  const choose = useCallback((next: ScriptSort) => {
    setSort(next);
    try {
      localStorage.setItem(SORT_STORAGE_KEY, next);
    } catch {
      // Storage full or blocked: the choice still holds for this visit.
    }
  }, []);
  return [sort, choose] as const;
}
