// *Fit to N minutes* (issue 12) between the service and the writers: what the writer is asked (the
// chosen sections with their word budgets) and how its marked answer maps back to sections. The
// ±10 % guarantee lives here: an answer that misses the window is brought into it section by
// section with the offline fit (trim or expand), on the writer's own words.
import { scriptWords, withinTolerance, type FitPlan, type ScriptSection } from '@cuemap/shared';
import { fitSectionText, type FitMaterial, type FitRequest } from './providers';
import type { MarkedPart } from './script-markers';

export interface FitSource {
  title: string;
  sections: readonly ScriptSection[];
  /** The map's nodes by id, as they are now. */
  nodes: ReadonlyMap<string, { title: string; text: string }>;
}

/** What a section speaks about: its node (for a node-less one, or a deleted node, the talk's title). */
function materialOf(source: FitSource, section: ScriptSection): FitMaterial {
  const node = section.nodeId === null ? undefined : source.nodes.get(section.nodeId);
  return node ? { title: node.title, nodeText: node.text } : { title: source.title, nodeText: '' };
}

/** The writer's request: the chosen sections in script order, each with its budget. */
export function fitRequest(source: FitSource, plan: FitPlan): FitRequest {
  return {
    mindMapTitle: source.title,
    parts: plan.chosen.map((index, i) => {
      const section = source.sections[index]!;
      const material = materialOf(source, section);
      return { title: material.title, nodeText: material.nodeText, text: section.text, words: plan.budgets[i]! };
    }),
  };
}

/**
 * The new text of each chosen section (index → text) from the writer's parts: `[[node N]]` is the
 * N-th chosen section; several parts for one section are joined; a section the writer left out keeps
 * its words; unmarked text counts only when one section was chosen. When the whole script then misses
 * the target's window, every section is fitted to its budget offline (sections already in theirs stay).
 */
export function fittedTexts(source: FitSource, plan: FitPlan, parts: readonly MarkedPart[]): { texts: Map<number, string>; fallback: boolean } {
  const written = plan.chosen.map(() => [] as string[]);
  for (const part of parts) {
    const slot = part.node === null ? (plan.chosen.length === 1 && parts.every((p) => p.node === null) ? 0 : -1) : part.node - 1;
    if (slot >= 0 && slot < written.length && part.text.trim()) written[slot]!.push(part.text.trim());
  }
  let texts = plan.chosen.map((index, i) => (written[i]!.length ? written[i]!.join('\n\n') : source.sections[index]!.text));
  const total = plan.otherWords + texts.reduce((sum, text) => sum + scriptWords(text), 0);
  const fallback = !withinTolerance(total, plan.target);
  if (fallback) {
    texts = texts.map((text, i) => fitSectionText(text, plan.budgets[i]!, materialOf(source, source.sections[plan.chosen[i]!]!)));
  }
  return { texts: new Map(plan.chosen.map((index, i) => [index, texts[i]!] as const)), fallback };
}
