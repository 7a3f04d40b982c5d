// How the UI kit joins its default classes with a `className` prop. Where the app's routes render
// (app/routes/query-layout.tsx provides `cn`), a caller's class overrides a default of the same kind
// (tailwind-merge). Elsewhere — the pre-rendered public pages, the navbar, toasts — classes are only
// joined (`cx`), so those pages' first load goes without tailwind-merge's ~9 KB (issue 16); their
// class lists hold no two classes of the same kind (test/public-pages-classes.test.tsx checks that).
import { createContext, useContext } from 'react';
import { cx, type ClassValue } from '../../lib/class-names';

export type ClassMerge = (...inputs: ClassValue[]) => string;

export const ClassMergeContext = createContext<ClassMerge>(cx);

/** The join in effect here: `cn` inside the app's routes, `cx` on the public pages. */
export function useClassMerge(): ClassMerge {
  return useContext(ClassMergeContext);
}
