// Joins class names (clsx), without tailwind-merge: for class lists that never hold two classes of the
// same kind, as on the pre-rendered public pages, whose first load leaves tailwind-merge out (issue 16).
// To let a later class override an earlier one of the same kind, use `cn` (lib/cn.ts).
import { clsx, type ClassValue } from 'clsx';

export type { ClassValue };

export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
