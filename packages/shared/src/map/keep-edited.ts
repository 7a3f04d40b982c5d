// Generate with AI over a script the user already wrote in (issue 24 item 3): how many hand-edited and
// AI sections a generation replaces, and *Keep edited sections* — the AI's script with every section
// typed by hand kept as it is. Pure, shared by the API (which saves it) and the web app (which asks).
import type { ScriptSection } from '../schemas/teleprompter';

/** The sections with words that a whole-script generation would replace, by who wrote them last. */
export function replacedSections(sections: readonly ScriptSection[]): { edited: number; ai: number } {
  let edited = 0;
  let ai = 0;
  for (const s of sections) {
    if (!s.text.trim()) continue;
    if (s.origin === 'edited') edited++;
    else if (s.origin === 'ai') ai++;
  }
  return { edited, ai };
}

/** Where a node-less section sits: before every node-linked one, right after node X's, or after the last. */
function slots(sections: readonly ScriptSection[]): string[] {
  const lastLinked = sections.reduce((last, s, i) => (s.nodeId !== null ? i : last), -1);
  let anchor = 'start';
  return sections.map((s, i) => {
    if (s.nodeId !== null) {
      anchor = `after:${s.nodeId}`;
      return `node:${s.nodeId}`;
    }
    return i > lastLinked && lastLinked >= 0 ? 'end' : anchor;
  });
}

/**
 * The AI's script (`written`) with the hand-edited sections of `previous` kept: a node's section
 * typed by hand replaces the AI's section for that node; node-less ones typed by hand (an opening,
 * a closing, a paragraph between two nodes) replace what the AI wrote at the same place. Everything
 * else is the AI's. A script with nothing typed by hand comes back as `written`.
 */
export function keepEditedSections(written: readonly ScriptSection[], previous: readonly ScriptSection[]): ScriptSection[] {
  const prevSlots = slots(previous);
  const keptNode = new Map<string, ScriptSection>();
  const keptSlot = new Map<string, ScriptSection[]>();
  previous.forEach((s, i) => {
    if (s.origin !== 'edited') return;
    if (s.nodeId !== null) keptNode.set(s.nodeId, s);
    else keptSlot.set(prevSlots[i]!, [...(keptSlot.get(prevSlots[i]!) ?? []), s]);
  });
  if (keptNode.size === 0 && keptSlot.size === 0) return [...written];

  const writtenSlots = slots(written);
  const result: ScriptSection[] = [];
  const placed = new Set<string>();
  const placeSlot = (slot: string) => {
    if (placed.has(slot)) return;
    placed.add(slot);
    result.push(...(keptSlot.get(slot) ?? []));
  };
  written.forEach((s, i) => {
    const slot = writtenSlots[i]!;
    if (s.nodeId !== null) {
      // The node-less slot before this node ends here: a kept one that the AI left empty still goes in.
      if (i === 0 || written[i - 1]!.nodeId !== null) placeSlot(slotBefore(written, i));
      result.push(keptNode.get(s.nodeId) ?? s);
      return;
    }
    if (keptSlot.has(slot)) placeSlot(slot);
    else result.push(s);
  });
  // Slots the AI left empty: after the last node, then any whose node is gone (kept at the end, never dropped).
  placeSlot(written.some((s) => s.nodeId !== null) ? 'end' : 'start');
  for (const slot of keptSlot.keys()) placeSlot(slot);
  return result;
}

/** The node-less slot right before node-linked section `i` of `sections`. */
function slotBefore(sections: readonly ScriptSection[], i: number): string {
  for (let j = i - 1; j >= 0; j--) if (sections[j]!.nodeId !== null) return `after:${sections[j]!.nodeId}`;
  return 'start';
}
