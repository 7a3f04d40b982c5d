// The script on stage as sections (issue 12): each with the node it speaks for, a label (the node's
// title, or Opening / Closing / Your words), the node's colour, its paragraphs and its planned time.
import { scriptParagraphs, type ScriptSection } from '@cuemap/shared';
import { TELEPROMPTER_MESSAGES } from '../messages';
import { countWords } from './reading-time';

const M = TELEPROMPTER_MESSAGES.edit;

export interface StageNode {
  id: string;
  title: string;
  color?: string;
}

export interface StageSection {
  /** Position among the sections shown (blank sections are left out). */
  index: number;
  /** Position in the saved script's sections (what the API's section indexes count); null without sections. */
  scriptIndex: number | null;
  nodeId: string | null;
  /** '' for a script with no sections (one block of text). */
  label: string;
  color: string | null;
  paragraphs: string[];
  /** Spoken words (cue marks left out). */
  words: number;
  /** Its node changed since these words were written (issue 24 item 6): marked in the column. */
  outOfDate?: boolean;
}

/** What a section is called: its node's title, or Opening / Closing / Your words for node-less text. */
export function sectionLabel(section: Pick<ScriptSection, 'nodeId'>, index: number, count: number, titles: ReadonlyMap<string, string>): string {
  if (section.nodeId !== null) return titles.get(section.nodeId)?.trim() || M.untitledNode;
  if (index === 0 && count > 1) return M.opening;
  if (index === count - 1 && count > 1) return M.closing;
  return M.ownWords;
}

/**
 * The sections to show: from the script's sections (with `texts` as the user has them, when given),
 * or — with no sections (a local copy, an old script) — the whole script as one unlabelled block.
 */
export function stageSections(
  script: string,
  sections: readonly ScriptSection[] | null | undefined,
  nodes: readonly StageNode[] | undefined,
  texts?: readonly string[],
): StageSection[] {
  const titles = new Map((nodes ?? []).map((n) => [n.id, n.title] as const));
  const colors = new Map((nodes ?? []).map((n) => [n.id, n.color ?? null] as const));
  if (!sections?.length) {
    const paragraphs = scriptParagraphs(script);
    return paragraphs.length ? [{ index: 0, scriptIndex: null, nodeId: null, label: '', color: null, paragraphs, words: countWords(paragraphs) }] : [];
  }
  const shown = sections.map((s, i) => ({ nodeId: s.nodeId, text: texts?.[i] ?? s.text, scriptIndex: i, stale: !!s.stale })).filter((s) => s.text.trim());
  return shown.map((s, index) => {
    const paragraphs = scriptParagraphs(s.text);
    return {
      index,
      scriptIndex: s.scriptIndex,
      nodeId: s.nodeId,
      // Until the map's titles are known (it loads beside the script), a node's section has no label yet, so
      // no marker shows rather than a passing "Untitled node"; Opening / Closing need no map.
      label: nodes === undefined && s.nodeId !== null ? '' : sectionLabel(s, index, shown.length, titles),
      color: s.nodeId === null ? null : (colors.get(s.nodeId) ?? null),
      paragraphs,
      words: countWords(paragraphs),
      ...(s.stale && { outOfDate: true }),
    };
  });
}

/** The sections' paragraphs in order: what the column lays out and the rate is measured on. */
export function stageParagraphs(sections: readonly StageSection[]): string[] {
  return sections.flatMap((s) => s.paragraphs);
}

/** Planned seconds for `words` at `wpm` (a section's budget). */
export function plannedSeconds(words: number, wpm: number): number {
  return wpm > 0 ? (words / wpm) * 60 : 0;
}
