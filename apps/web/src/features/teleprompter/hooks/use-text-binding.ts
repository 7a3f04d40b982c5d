// A section's field bound to its text in the live document (issue 26): what is typed goes into the
// document at once (typeIntoSection); a change made elsewhere (another tab or device, an undo, the
// server) shows in the field with the caret and selection kept on the same characters.
import { useLayoutEffect, useRef } from 'react';
import type * as Y from 'yjs';
import { liveParts, liveSectionText } from '@cuemap/shared';
import { typeIntoSection } from '../utils/live-script-edit';
import { mapIndex } from '../utils/text-offsets';

/** Shows `next` in `field`, carrying its caret and selection across the change. */
export function showText(field: HTMLTextAreaElement, next: string): void {
  const before = field.value;
  if (before === next) return;
  const focused = field.ownerDocument.activeElement === field;
  const { selectionStart, selectionEnd, selectionDirection } = field;
  field.value = next;
  if (focused) field.setSelectionRange(mapIndex(before, next, selectionStart), mapIndex(before, next, selectionEnd), selectionDirection ?? undefined);
}

/** The ref for section `sectionId`'s textarea (uncontrolled: the document is its value). */
export function useTextBinding(doc: Y.Doc | null, sectionId: string) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const field = ref.current;
    const section = doc ? liveParts(doc).sections.get(sectionId) : undefined;
    if (!doc || !field || !section) return;
    const current = () => liveSectionText(doc, sectionId)?.toString() ?? '';
    field.value = current();
    // While an input method composes a word the field is left alone; the word goes in once composed.
    let composing = false;
    const onInput = () => {
      if (composing) return;
      const stored = typeIntoSection(doc, sectionId, field.value);
      if (stored !== null) showText(field, stored);
    };
    const onCompositionStart = () => {
      composing = true;
    };
    const onCompositionEnd = () => {
      composing = false;
      onInput();
    };
    const onChange = () => {
      if (!composing) showText(field, current());
    };
    field.addEventListener('input', onInput);
    field.addEventListener('compositionstart', onCompositionStart);
    field.addEventListener('compositionend', onCompositionEnd);
    section.observeDeep(onChange);
    return () => {
      field.removeEventListener('input', onInput);
      field.removeEventListener('compositionstart', onCompositionStart);
      field.removeEventListener('compositionend', onCompositionEnd);
      section.unobserveDeep(onChange);
    };
  }, [doc, sectionId]);
  return ref;
}
