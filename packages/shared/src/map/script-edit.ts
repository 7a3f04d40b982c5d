// Editing the script by hand (issue 11, item 3): the sections' new texts applied to the script they
// were typed against. Pure, shared by the API (PUT /api/teleprompter/:id/script) and the web app
// (rebasing a draft on a script that changed elsewhere).
import type { ScriptSection } from '../schemas/teleprompter';

/** One section's text as the user left it, with the node it speaks for (checked against the script). */
export interface SectionEdit {
  nodeId: string | null;
  text: string;
}

/**
 * The script with each section's text replaced by `edits[i].text`; null when `edits` do not describe
 * these sections (a different count, or a different node at some place: the script changed elsewhere).
 * A section whose text is unchanged stays exactly as it was; a changed one becomes 'edited' and keeps
 * what it was written from (`mapText`) and its flags, so an out-of-date section stays out of date.
 */
export function applySectionEdits(sections: readonly ScriptSection[], edits: readonly SectionEdit[]): ScriptSection[] | null {
  if (edits.length !== sections.length) return null;
  if (edits.some((e, i) => e.nodeId !== sections[i]!.nodeId)) return null;
  return sections.map((section, i) => {
    const text = edits[i]!.text;
    if (text === section.text) return section;
    const edited: ScriptSection = { ...section, text, origin: 'edited' };
    if (section.nodeId !== null && section.origin === 'map') edited.mapText = section.mapText ?? section.text;
    return edited;
  });
}

/**
 * A draft typed against `base` carried onto `latest` (the script after someone else's change): each
 * section the user changed (its text differs from `base`'s) finds its place in `latest` — by node for
 * node-linked sections, by position among the node-less ones — and its text replaces the text there.
 * Returns the texts for `latest`'s sections and the changes that found no place (their node is gone
 * from the script): the caller keeps those in front of the user rather than dropping them.
 */
export function rebaseSectionEdits(
  base: readonly SectionEdit[],
  draft: readonly SectionEdit[],
  latest: readonly ScriptSection[],
): { texts: string[]; unplaced: SectionEdit[] } {
  const texts = latest.map((s) => s.text);
  const unplaced: SectionEdit[] = [];
  const key = (list: readonly { nodeId: string | null }[], i: number) => {
    const nodeId = list[i]!.nodeId;
    if (nodeId !== null) return `n:${nodeId}`;
    let nth = 0;
    for (let j = 0; j < i; j++) if (list[j]!.nodeId === null) nth++;
    return `o:${nth}`;
  };
  const place = new Map<string, number>();
  latest.forEach((_, i) => place.set(key(latest, i), i));
  draft.forEach((edit, i) => {
    if (base[i] && base[i].text === edit.text && base[i].nodeId === edit.nodeId) return;
    const at = place.get(key(draft, i));
    if (at === undefined) unplaced.push(edit);
    else texts[at] = edit.text;
  });
  return { texts, unplaced };
}
