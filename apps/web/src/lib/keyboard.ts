// Whose key is it: a screen's shortcuts never take keys from text entry or from an open dialog.

/** Text entry (fields, contenteditable) or anything inside a dialog: keys belong to that control. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || !!target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"]');
}
